import { Search } from '@/web/components/ui/icons'
import Form from 'next/form'

/**
 * The search field: a GET form to /search (next/form navigates in the app when JavaScript is
 * there, and submits normally when it is not).
 */
export const SEARCH_INPUT_ID = 'search-q'

export function SearchBox() {
  return (
    <Form action="/search" role="search" className="relative max-w-2xl">
      <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
        Search services, case studies and posts
      </label>
      <Search className="pointer-events-none absolute start-5 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
      <input
        id={SEARCH_INPUT_ID}
        name="q"
        type="search"
        maxLength={100}
        placeholder="Search services, case studies and posts"
        autoComplete="off"
        className="focus:border-brand-500 focus:ring-brand-500/20 h-14 w-full rounded-full border border-slate-300 bg-white ps-13 pe-32 text-base text-slate-900 shadow-sm outline-none placeholder:text-slate-400 focus:ring-4"
      />
      <button
        type="submit"
        className="bg-brand-600 hover:bg-brand-700 absolute end-1.5 top-1.5 bottom-1.5 rounded-full px-6 text-sm font-semibold text-white transition-colors"
      >
        Search
      </button>
    </Form>
  )
}
