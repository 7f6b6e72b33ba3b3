/**
 * /admin/redirects: every published redirect with how often it was followed, and the removed
 * pages that answer 410. Editors change them in the Studio (Redirects, Removed pages).
 */
import { cn } from '@/web/lib/utils'
import { formatNumber } from '@/core/format/format'
import { formatWhen } from './format'

const at = (date: Date) => formatWhen(date)

export interface ListedRedirect {
  id: string
  from: string
  to: string
  permanent: boolean
  note: string | null
  recorded: boolean
  hits: number
  lastHitAt: Date | null
}

const pill =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset'

export function RedirectsList({
  redirects,
  gone,
}: {
  redirects: ListedRedirect[]
  gone: { id: string; path: string; at: Date | null }[]
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">Redirects</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        Published in the Studio (Redirects), or recorded by the site when a slug changed. Hits are
        counted as visitors follow them.
      </p>
      {redirects.length === 0 ? (
        <p className="mt-8 text-sm text-slate-600">No redirects yet.</p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  From
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  To
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Kind
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Hits
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {redirects.map((redirect) => (
                <tr key={redirect.id} data-redirect={redirect.id} className="align-top">
                  <td className="px-4 py-3 font-mono break-all text-slate-900">{redirect.from}</td>
                  <td className="px-4 py-3">
                    <span className="font-mono break-all text-slate-900">{redirect.to}</span>
                    {redirect.note ? (
                      <span className="mt-1 block text-xs text-slate-500">{redirect.note}</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">
                    <span
                      className={cn(
                        pill,
                        redirect.permanent
                          ? 'bg-slate-100 text-slate-700 ring-slate-200'
                          : 'bg-amber-50 text-amber-800 ring-amber-200',
                      )}
                    >
                      {redirect.permanent ? 'Permanent' : 'Temporary'}
                    </span>
                    {redirect.recorded ? (
                      <span className="mt-1 block text-xs text-slate-500">Slug change</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 text-right">
                    <span data-testid="redirect-hits" className="font-semibold text-slate-900">
                      {formatNumber(redirect.hits)}
                    </span>
                    {redirect.lastHitAt ? (
                      <span className="block text-xs text-slate-500">
                        last {at(redirect.lastHitAt)}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className="mt-12 text-xl font-bold">Removed pages (410 Gone)</h2>
      {gone.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No removed pages.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm">
          {gone.map((page) => (
            <li key={page.id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
              <span className="font-mono break-all text-slate-900">{page.path}</span>
              {page.at ? <span className="text-xs text-slate-500">{at(page.at)}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
