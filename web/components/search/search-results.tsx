'use client'
/**
 * The results of /search?q=…, fetched in the browser from /api/search so that the page itself
 * stays prerendered. States: no query, searching, results, no results, unavailable.
 */
import { ArrowRight, FileText, FolderKanban, Layers, SearchX } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/client-link'
import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import type { SearchResponse } from '@/web/lib/search'
import { cn } from '@/web/lib/utils'
import { SEARCH_INPUT_ID } from './search-box'

type State =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; results: SearchResponse['results'] }
  | { status: 'error'; query: string }

const TYPE_ICONS = { service: Layers, caseStudy: FolderKanban, blogPost: FileText } as const

export function SearchResults({ suggestions }: { suggestions: string[] }) {
  const query = (useSearchParams().get('q') ?? '').trim()
  const [state, setState] = useState<State>({ status: 'idle' })

  // The box (rendered by the page, outside this Suspense boundary) shows the query of the URL,
  // also after back and forward, unless the visitor is typing in it.
  useEffect(() => {
    const input = document.getElementById(SEARCH_INPUT_ID)
    if (input instanceof HTMLInputElement && document.activeElement !== input) input.value = query
  }, [query])

  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading', query })
    fetch(`/api/search?q=${encodeURIComponent(query)}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`Search answered ${response.status}`)
        return response.json() as Promise<SearchResponse>
      })
      .then((data) => setState({ status: 'done', query, results: data.results }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error(error)
          setState({ status: 'error', query })
        }
      })
    return () => controller.abort()
  }, [query])

  return (
    <>
      <div aria-live="polite" className="mt-12">
        {state.status === 'idle' ? <NoQuery suggestions={suggestions} /> : null}
        {state.status === 'loading' ? (
          <p className="text-slate-500">Searching for “{state.query}”…</p>
        ) : null}
        {state.status === 'error' ? (
          <p className="text-slate-700">
            Search is unavailable right now. Please try again in a moment.
          </p>
        ) : null}
        {state.status === 'done' && state.results.length === 0 ? (
          <NoResults query={state.query} suggestions={suggestions} />
        ) : null}
        {state.status === 'done' && state.results.length > 0 ? (
          <>
            <h2 className="text-sm font-medium text-slate-500">
              {state.results.length} {state.results.length === 1 ? 'result' : 'results'} for “
              {state.query}”
            </h2>
            <ol className="mt-6 space-y-4" data-testid="search-results">
              {state.results.map((result) => {
                const TypeIcon = TYPE_ICONS[result.type]
                return (
                  <li
                    key={result.url}
                    data-result-type={result.type}
                    data-dock-card
                    className="group hover:border-brand-300 relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-all hover:shadow-md"
                  >
                    <p className="flex flex-wrap items-center gap-2 text-xs">
                      <span
                        className={cn(
                          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold',
                          result.type === 'service' && 'bg-brand-50 text-brand-700',
                          result.type === 'caseStudy' && 'bg-emerald-50 text-emerald-700',
                          result.type === 'blogPost' && 'bg-amber-50 text-amber-800',
                        )}
                      >
                        <TypeIcon aria-hidden className="size-3.5" />
                        {result.typeLabel}
                      </span>
                      {result.category ? (
                        <span className="text-slate-500">{result.category}</span>
                      ) : null}
                    </p>
                    <h3 className="group-hover:text-brand-700 mt-3 text-lg font-semibold text-slate-900">
                      <Link href={result.url} className="after:absolute after:inset-0">
                        {result.title}
                      </Link>
                    </h3>
                    <p className="mt-2 line-clamp-2 text-sm leading-6 text-slate-600">
                      {result.summary}
                    </p>
                  </li>
                )
              })}
            </ol>
          </>
        ) : null}
      </div>
    </>
  )
}

function SuggestionLinks({ suggestions }: { suggestions: string[] }) {
  if (!suggestions.length) return null
  return (
    <ul className="mt-5 flex flex-wrap gap-2">
      {suggestions.map((suggestion) => (
        <li key={suggestion}>
          <Link
            href={`/search?q=${encodeURIComponent(suggestion)}`}
            className="hover:border-brand-300 hover:text-brand-700 inline-flex rounded-full border border-slate-200 bg-white px-4 py-2 text-sm text-slate-700"
          >
            {suggestion}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function NoQuery({ suggestions }: { suggestions: string[] }) {
  return (
    <div data-testid="search-no-query">
      <h2 className="text-lg font-semibold text-slate-900">What are you looking for?</h2>
      <p className="mt-2 text-slate-600">Type a word above, or try one of these:</p>
      <SuggestionLinks suggestions={suggestions} />
    </div>
  )
}

function NoResults({ query, suggestions }: { query: string; suggestions: string[] }) {
  return (
    <div
      data-testid="search-no-results"
      className="rounded-3xl border border-dashed border-slate-300 bg-slate-50/70 p-10 text-center"
    >
      <SearchX className="mx-auto size-10 text-slate-400" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">No results for “{query}”</h2>
      <p className="mt-2 text-slate-600">Check the spelling, use fewer words, or browse instead.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3 text-sm font-semibold">
        <Link
          href="/services"
          className="text-brand-600 hover:text-brand-700 inline-flex items-center gap-1"
        >
          All services <ArrowRight className="icon-fwd" />
        </Link>
        <Link
          href="/blogs"
          className="text-brand-600 hover:text-brand-700 inline-flex items-center gap-1"
        >
          The blog <ArrowRight className="icon-fwd" />
        </Link>
      </div>
      <div className="flex justify-center">
        <SuggestionLinks suggestions={suggestions} />
      </div>
    </div>
  )
}
