/**
 * The lead inbox: search, form-type filter, state tabs with counts, the leads newest first (a
 * page at a time, by cursor), each with its state (changed in place) and the state of its
 * e-mails and CRM hand-off, and the CSV export of what the filter shows. One list for every
 * width: a row on a desktop, a card on a phone.
 */
import Link from '@/web/components/ui/link'
import { SHORT_TYPE_TITLES, SHORT_TYPES } from '@/core/leads/form-types.ts'
import type { LeadFilter, StoredLead } from '@/web/admin/lead-queries'
import { LEAD_STATE_TITLES, LEAD_STATES, type LeadState } from '@/web/admin/lead-states'
import { buttonClass } from '@/web/components/ui/button'
import { cn } from '@/web/lib/utils'
import { crmStatus, emailStatus, formatWhen, providedDetail, TONE_CLASS, type Tone } from './format'
import { LeadStateForm } from './lead-state-form'
import { touchSummary } from '@/core/leads/attribution.ts'
import { CAMPAIGN_FILTERS } from '@/web/admin/campaign-filters'

/** The inbox URL for a filter (and a cursor). */
export function inboxHref(filter: LeadFilter, cursor?: string, path = '/admin/leads'): string {
  const params = new URLSearchParams()
  if (filter.q) params.set('q', filter.q)
  if (filter.type) params.set('type', filter.type)
  if (filter.state) params.set('state', filter.state)
  for (const name of CAMPAIGN_FILTERS) if (filter[name]) params.set(name, filter[name])
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

function Badge({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center rounded-md px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONE_CLASS[tone],
      )}
    >
      <span className="truncate">{children}</span>
    </span>
  )
}

export function DeliveryList({ lead }: { lead: StoredLead }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Deliveries">
      {lead.emails.length === 0 ? (
        <li>
          <Badge tone="muted">no e-mail</Badge>
        </li>
      ) : (
        lead.emails.map((email) => {
          const status = emailStatus(email)
          return (
            <li key={email.id} className="max-w-full" title={status.text}>
              <Badge tone={status.tone}>
                {email.kind}: {email.status}
              </Badge>
            </li>
          )
        })
      )}
      {lead.crm ? (
        <li className="max-w-full" title={crmStatus(lead.crm).text}>
          <Badge tone={crmStatus(lead.crm).tone}>CRM: {lead.crm.status}</Badge>
        </li>
      ) : null}
    </ul>
  )
}

function LeadItem({ lead }: { lead: StoredLead }) {
  const who = lead.name && lead.name !== 'Newsletter Subscriber' ? lead.name : lead.email
  return (
    <li
      data-lead-id={lead.id}
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[9.5rem_minmax(0,1.5fr)_8rem_minmax(0,1.4fr)_9.5rem] lg:items-center lg:gap-4 lg:rounded-none lg:border-0 lg:border-b lg:px-4 lg:py-3 lg:shadow-none lg:last:border-b-0"
    >
      <div className="order-5 col-span-2 text-xs text-slate-500 lg:order-none lg:col-span-1 lg:text-sm">
        <span className="sr-only">Received </span>
        {formatWhen(lead.createdAt)}
      </div>
      <div className="order-1 min-w-0 lg:order-none">
        <Link
          href={`/admin/leads/${lead.id}`}
          className="hover:text-brand-700 block truncate font-semibold text-slate-900 hover:underline"
        >
          {who || '(no name)'}
        </Link>
        <p className="truncate text-sm text-slate-600">
          {[lead.email !== who ? lead.email : '', providedDetail(lead.company)]
            .filter(Boolean)
            .join(' · ') || '\u00a0'}
        </p>
        {touchSummary(lead.attribution.last) ? (
          <p className="truncate text-xs text-slate-500" title="Last touch">
            via {touchSummary(lead.attribution.last)}
          </p>
        ) : null}
      </div>
      <div className="order-3 col-span-2 flex flex-wrap items-center gap-1.5 text-sm lg:order-none lg:col-span-1">
        <span className="font-medium text-slate-800">{SHORT_TYPE_TITLES[lead.formType]}</span>
        {lead.spamReasons.length ? (
          <Badge tone="wait">spam: {lead.spamReasons.join(', ')}</Badge>
        ) : null}
        {lead.resume ? (
          <a
            href={`/admin/leads/${lead.id}/resume`}
            download={lead.resume.fileName || 'resume'}
            className="text-brand-700 text-xs font-medium underline"
          >
            Résumé
          </a>
        ) : null}
      </div>
      <div className="order-4 col-span-2 min-w-0 lg:order-none lg:col-span-1">
        <DeliveryList lead={lead} />
      </div>
      <div className="order-2 self-start lg:order-none lg:self-center lg:justify-self-end">
        <LeadStateForm id={lead.id} state={lead.state} label={`State of ${who || 'this lead'}`} />
      </div>
    </li>
  )
}

export interface InboxProps {
  filter: LeadFilter
  cursor?: string
  leads: StoredLead[]
  nextCursor: string | null
  counts: Record<LeadState, number>
}

export function LeadInbox({ filter, cursor, leads, nextCursor, counts }: InboxProps) {
  const total = LEAD_STATES.reduce((sum, state) => sum + counts[state], 0)
  const tabs: { state?: LeadState; title: string; count: number }[] = [
    { title: 'All', count: total },
    ...LEAD_STATES.map((state) => ({
      state,
      title: LEAD_STATE_TITLES[state],
      count: counts[state],
    })),
  ]
  const filtered = Boolean(
    filter.q || filter.type || filter.state || CAMPAIGN_FILTERS.some((name) => filter[name]),
  )
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Leads</h1>
          <p className="mt-1 text-sm text-slate-600">
            Every form on the site lands here, newest first.
          </p>
        </div>
        <a
          href={inboxHref(filter, undefined, '/admin/leads.csv')}
          download
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          Export CSV
        </a>
      </div>

      <form
        method="get"
        action="/admin/leads"
        role="search"
        className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-[minmax(0,1fr)_12rem]"
      >
        {filter.state ? <input type="hidden" name="state" value={filter.state} /> : null}
        <label className="sr-only" htmlFor="lead-search">
          Search leads
        </label>
        <input
          id="lead-search"
          type="search"
          name="q"
          defaultValue={filter.q ?? ''}
          maxLength={200}
          placeholder="Search name, e-mail or company"
          className="h-11 min-w-0 rounded-xl border border-slate-300 px-3 text-base sm:text-sm"
        />
        <label className="sr-only" htmlFor="lead-type">
          Form
        </label>
        <select
          id="lead-type"
          name="type"
          defaultValue={filter.type ?? ''}
          className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-base sm:text-sm"
        >
          <option value="">All forms</option>
          {SHORT_TYPES.map((type) => (
            <option key={type} value={type}>
              {SHORT_TYPE_TITLES[type]}
            </option>
          ))}
        </select>
        <fieldset className="grid grid-cols-3 gap-2">
          <legend className="sr-only">Campaign (first or last touch)</legend>
          {CAMPAIGN_FILTERS.map((name) => (
            <input
              key={name}
              type="text"
              name={name}
              aria-label={`UTM ${name}`}
              defaultValue={filter[name] ?? ''}
              maxLength={200}
              placeholder={name[0]!.toUpperCase() + name.slice(1)}
              className="h-10 min-w-0 rounded-xl border border-slate-300 px-2.5 text-base sm:px-3 sm:text-sm"
            />
          ))}
        </fieldset>
        <button type="submit" className={buttonClass({ size: 'md', className: 'rounded-xl' })}>
          Search
        </button>
      </form>

      <nav aria-label="States" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1.5">
          {tabs.map((tab) => {
            const current = (tab.state ?? null) === (filter.state ?? null)
            return (
              <li key={tab.title}>
                <Link
                  href={inboxHref({ ...filter, state: tab.state })}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium',
                    current
                      ? 'border-slate-900 bg-slate-900 text-white'
                      : 'border-slate-200 bg-white text-slate-700 hover:border-slate-400',
                  )}
                >
                  {tab.title}
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-xs tabular-nums',
                      current ? 'bg-white/20' : 'bg-slate-100',
                    )}
                  >
                    {tab.count}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      {leads.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-semibold text-slate-900">
            {filtered ? 'No leads match this filter.' : 'No leads yet.'}
          </p>
          {filtered ? (
            <Link href="/admin/leads" className="text-brand-700 mt-2 inline-block underline">
              Show all leads
            </Link>
          ) : (
            <p className="mt-1 text-sm text-slate-600">
              A lead appears here the moment a visitor sends a form.
            </p>
          )}
        </div>
      ) : (
        <section
          aria-label="Leads"
          className="lg:overflow-hidden lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm"
        >
          <div
            aria-hidden
            className="hidden border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:grid lg:grid-cols-[9.5rem_minmax(0,1.5fr)_8rem_minmax(0,1.4fr)_9.5rem] lg:gap-4"
          >
            <span>Received</span>
            <span>Lead</span>
            <span>Form</span>
            <span>Deliveries</span>
            <span className="justify-self-end">State</span>
          </div>
          <ol className="grid gap-3 lg:gap-0">
            {leads.map((lead) => (
              <LeadItem key={lead.id} lead={lead} />
            ))}
          </ol>
        </section>
      )}

      {cursor || nextCursor ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          {cursor ? (
            <Link
              href={inboxHref(filter)}
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
            >
              ← Newest leads
            </Link>
          ) : (
            <span />
          )}
          {nextCursor ? (
            <Link
              href={inboxHref(filter, nextCursor)}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              Older leads →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
