/**
 * Beside the case studies page's heading on wide screens: a headline result of each of the first
 * case studies (its first result, as its page shows it), each a link to the case study. The list
 * page's hero had only its heading and an introduction, with the right half of a wide screen
 * empty (an outside review at 1440 px, issue 45); what fills it is the agency's work, from the
 * case studies an editor keeps, not a drawing. Hidden below `lg`: on a phone the cards follow the
 * heading at once.
 */
import Link from '@/web/components/ui/link'

export interface WorkResult {
  /** The case study's English path (the link leads to the page's language's). */
  href: string
  value: string
  label: string
  /** The case study's title. */
  study: string
}

export function WorkResults({ title, results }: { title: string; results: WorkResult[] }) {
  return (
    <div className="hidden rounded-3xl border border-slate-200 bg-white/90 p-8 shadow-xl shadow-slate-900/5 lg:block">
      <p className="text-sm font-semibold tracking-widest text-slate-500 uppercase">{title}</p>
      <ul className="mt-2 divide-y divide-slate-200">
        {results.map((result) => (
          <li key={result.href}>
            <Link
              href={result.href}
              className="group flex items-center gap-6 py-5 focus-visible:outline-offset-4"
            >
              <span className="text-brand-600 w-32 shrink-0 text-4xl font-bold tracking-tight tabular-nums">
                <bdi>{result.value}</bdi>
              </span>
              <span className="min-w-0">
                <span className="block text-base font-semibold text-pretty text-slate-900">
                  {result.label}
                </span>
                <span className="group-hover:text-brand-700 mt-1 block text-sm text-slate-500">
                  {result.study}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
