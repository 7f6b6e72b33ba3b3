/**
 * /admin/privacy: visitors' confirmed privacy requests with their deadlines, a person's data found
 * by address (export as JSON, erase), and the audit log of every export, erasure and retention
 * purge. One layout for every width: tables scroll sideways on a phone.
 */
import type { AuditEntry, PrivacyRequest } from '@/core/privacy/requests.ts'
import { completeRequestAction, erasePersonAction } from '@/web/admin/privacy-actions'
import { buttonClass } from '@/web/components/ui/button'
import { cn } from '@/web/lib/utils'
import { formatMoment } from '@/core/format/format'
import { formatWhen } from './format'

const DAY_MS = 86_400_000
const date = { format: (value: Date) => formatMoment(value, 'dateMedium') }

const TABLE_TITLES: Record<string, string> = {
  leads: 'Leads',
  resumes: 'Résumés',
  newsletterSubscriptions: 'Newsletter subscriptions',
  emails: 'E-mails',
  orders: 'Orders',
  paymentEvents: 'Payment events',
  paymentLinks: 'Payment links',
  privacyRequests: 'Privacy requests',
  bookings: 'Bookings',
  consentRecords: 'Consent records',
}

function exportHref(email: string) {
  return `/admin/privacy/export?${new URLSearchParams({ email }).toString()}`
}

function Deadline({ request, now }: { request: PrivacyRequest; now: number }) {
  if (request.status === 'completed') {
    return (
      <span className="text-slate-500">
        Answered {request.completedAt ? date.format(new Date(request.completedAt)) : ''}
      </span>
    )
  }
  const left = Math.ceil((new Date(request.dueAt ?? now).getTime() - now) / DAY_MS)
  return (
    <span
      className={cn(
        'font-medium',
        left < 0 ? 'text-red-700' : left <= 7 ? 'text-amber-700' : 'text-slate-900',
      )}
    >
      {request.dueAt ? date.format(new Date(request.dueAt)) : ''}{' '}
      <span className="text-xs font-normal text-slate-500">
        ({left < 0 ? `${-left} days late` : left === 1 ? '1 day left' : `${left} days left`})
      </span>
    </span>
  )
}

function EraseForm({ email, label = 'Erase' }: { email: string; label?: string }) {
  return (
    <form action={erasePersonAction}>
      <input type="hidden" name="email" value={email} />
      <button
        type="submit"
        className={buttonClass({
          variant: 'secondary',
          size: 'sm',
          className: 'text-red-700 ring-red-200 hover:bg-red-50',
        })}
      >
        {label}
      </button>
    </form>
  )
}

function Section({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: React.ReactNode
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

export function PrivacyDesk({
  requests,
  audit,
  person,
  erased,
  now,
}: {
  requests: PrivacyRequest[]
  audit: AuditEntry[]
  /** The address looked up, and the rows held per table. */
  person: { email: string; counts: Record<string, number> } | null
  erased: string | null
  now: number
}) {
  const held = person ? Object.values(person.counts).reduce((sum, n) => sum + n, 0) : 0
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Privacy</h1>
        <p className="mt-1 text-sm text-slate-600">
          Requests from visitors wait here once confirmed; each must be answered within 30 days.
        </p>
      </div>
      {erased ? (
        <p
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          Everything held about <strong className="break-all">{erased}</strong> was erased. Orders
          keep their amounts, without a name.
        </p>
      ) : null}

      <Section title="Requests">
        {requests.length === 0 ? (
          <p className="text-sm text-slate-500">No confirmed requests yet.</p>
        ) : (
          <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <table
              className="w-full min-w-[40rem] text-left text-sm"
              data-testid="privacy-requests"
            >
              <thead className="text-xs text-slate-500 uppercase">
                <tr>
                  <th className="py-2 pr-4 font-semibold">Address</th>
                  <th className="py-2 pr-4 font-semibold">Asks for</th>
                  <th className="py-2 pr-4 font-semibold">Confirmed</th>
                  <th className="py-2 pr-4 font-semibold">Deadline</th>
                  <th className="py-2 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {requests.map((request) => (
                  <tr key={request.id} data-status={request.status}>
                    <td className="py-3 pr-4 font-medium break-all text-slate-900">
                      {request.email}
                    </td>
                    <td className="py-3 pr-4">
                      {request.kind === 'access' ? 'Access' : 'Erasure'}
                    </td>
                    <td className="py-3 pr-4 whitespace-nowrap text-slate-600">
                      {request.confirmedAt ? date.format(new Date(request.confirmedAt)) : ''}
                    </td>
                    <td className="py-3 pr-4 whitespace-nowrap">
                      <Deadline request={request} now={now} />
                    </td>
                    <td className="py-3">
                      {request.status === 'open' ? (
                        <div className="flex flex-wrap justify-end gap-2">
                          <a
                            href={exportHref(request.email)}
                            className={buttonClass({ variant: 'secondary', size: 'sm' })}
                          >
                            Export
                          </a>
                          {request.kind === 'erasure' ? (
                            <EraseForm email={request.email} />
                          ) : (
                            <form action={completeRequestAction}>
                              <input type="hidden" name="id" value={request.id} />
                              <button
                                type="submit"
                                className={buttonClass({ variant: 'secondary', size: 'sm' })}
                              >
                                Mark answered
                              </button>
                            </form>
                          )}
                        </div>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section
        title="Find a person"
        intro="Everything held about an e-mail address: export it as JSON, or erase it."
      >
        <form method="get" className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="privacy-email" className="sr-only">
            E-mail address
          </label>
          <input
            id="privacy-email"
            name="email"
            type="email"
            required
            defaultValue={person?.email ?? ''}
            placeholder="name@example.com"
            className="h-10 w-full min-w-0 rounded-full border border-slate-300 bg-white px-4 text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-200 focus:outline-none sm:flex-1"
          />
          <button type="submit" className={buttonClass({ size: 'sm', className: 'h-10' })}>
            Look up
          </button>
        </form>
        {person ? (
          <div className="mt-4" data-testid="person-held">
            {held === 0 ? (
              <p className="text-sm text-slate-600">
                Nothing is held about <strong className="break-all">{person.email}</strong>.
              </p>
            ) : (
              <>
                <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                  {Object.entries(person.counts).map(([table, count]) => (
                    <li key={table} className="rounded-lg bg-slate-50 px-3 py-2">
                      <span className="block text-xs text-slate-500">
                        {TABLE_TITLES[table] ?? table}
                      </span>
                      <span className="font-semibold text-slate-900 tabular-nums">{count}</span>
                    </li>
                  ))}
                </ul>
                <div className="mt-4 flex flex-wrap gap-2">
                  <a
                    href={exportHref(person.email)}
                    className={buttonClass({ variant: 'secondary', size: 'sm' })}
                  >
                    Export JSON
                  </a>
                  <EraseForm email={person.email} label="Erase everything" />
                </div>
              </>
            )}
          </div>
        ) : null}
      </Section>

      <Section
        title="Audit log"
        intro="Every export, erasure and retention purge, naming the person by a hint only. Kept."
      >
        {audit.length === 0 ? (
          <p className="text-sm text-slate-500">Nothing yet.</p>
        ) : (
          <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <table className="w-full min-w-[36rem] text-left text-sm" data-testid="privacy-audit">
              <thead className="text-xs text-slate-500 uppercase">
                <tr>
                  <th className="py-2 pr-4 font-semibold">When (UTC)</th>
                  <th className="py-2 pr-4 font-semibold">Action</th>
                  <th className="py-2 pr-4 font-semibold">By</th>
                  <th className="py-2 pr-4 font-semibold">Whom</th>
                  <th className="py-2 font-semibold">Rows</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {audit.map((entry) => (
                  <tr key={entry.id}>
                    <td className="py-2 pr-4 whitespace-nowrap text-slate-600">
                      {formatWhen(entry.at)}
                    </td>
                    <td className="py-2 pr-4 font-medium text-slate-900">{entry.action}</td>
                    <td className="py-2 pr-4">{entry.actor}</td>
                    <td className="py-2 pr-4 break-all">{entry.subjectHint || '—'}</td>
                    <td className="py-2 text-xs text-slate-600">{auditDetails(entry)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </div>
  )
}

/** 'Leads 2 · Orders 1': the tables an entry changed or read, without the empty ones. */
function auditDetails(entry: AuditEntry): string {
  const parts = Object.entries(entry.details)
    .filter(([, value]) => typeof value === 'number' && value > 0)
    .map(([name, value]) => `${TABLE_TITLES[name] ?? name} ${String(value)}`)
  if (entry.action === 'request-confirmed') {
    return `${String(entry.details.kind ?? '')} request`
  }
  return parts.join(' · ') || 'none'
}
