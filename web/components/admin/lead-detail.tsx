/**
 * One lead's page: who it is and how to reach them, its state (changed here, with when it
 * changed), the quote from the cost calculator, the résumé as a download (never shown inline),
 * every field of its record, and each delivery: the e-mails as they were (or will be) sent, and
 * the CRM hand-off, each with its state and a way to send it again.
 */
import Link from '@/web/components/ui/link'
import { SHORT_TYPE_TITLES } from '@/core/leads/form-types.ts'
import { recordLines } from '@/core/leads/lead-emails.ts'
import type { LeadDetail as Lead, RenderedEmail } from '@/web/admin/lead-queries'
import { LEAD_STATE_TITLES } from '@/web/admin/lead-states'
import { deliverAgain } from '@/web/admin/actions'
import { mailtoHref } from '@/web/components/shell/nav'
import { buttonClass } from '@/web/components/ui/button'
import { formatDollars } from '@/core/money/money'
import { cn } from '@/web/lib/utils'
import {
  crmStatus,
  emailStatus,
  formatBytes,
  formatWhen,
  providedDetail,
  TONE_CLASS,
  type Tone,
} from './format'
import { LeadOrigin } from './lead-origin'
import { LeadStateForm } from './lead-state-form'

function Card({
  title,
  children,
  className,
}: {
  title: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <section
      aria-label={title}
      className={cn('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)}
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function Status({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-md px-2 py-0.5 text-sm font-medium break-words ring-1 ring-inset',
        TONE_CLASS[tone],
      )}
    >
      {children}
    </span>
  )
}

function SendAgain({ id, email, label }: { id: string; email?: number; label: string }) {
  return (
    <form action={deliverAgain}>
      <input type="hidden" name="id" value={id} />
      {email !== undefined ? <input type="hidden" name="email" value={email} /> : null}
      <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {label}
      </button>
    </form>
  )
}

function EmailCard({ leadId, email }: { leadId: string; email: RenderedEmail }) {
  const status = emailStatus(email)
  const title = email.kind === 'welcome' ? 'Welcome e-mail' : 'Notification e-mail'
  return (
    <article
      aria-label={title}
      data-email-kind={email.kind}
      className="rounded-xl border border-slate-200"
    >
      <div className="grid gap-2 border-b border-slate-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <Status tone={status.tone}>{status.text}</Status>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">To</dt>
          <dd className="break-all">{email.to}</dd>
          {email.replyTo ? (
            <>
              <dt className="text-slate-500">Reply-To</dt>
              <dd className="break-all">{email.replyTo}</dd>
            </>
          ) : null}
          <dt className="text-slate-500">Subject</dt>
          <dd className="break-words">{email.subject}</dd>
          {email.sentAt ? (
            <>
              <dt className="text-slate-500">Sent</dt>
              <dd>{formatWhen(email.sentAt)}</dd>
            </>
          ) : email.status === 'failed' ? (
            <>
              <dt className="text-slate-500">Next try</dt>
              <dd>{formatWhen(email.nextAttemptAt)}</dd>
            </>
          ) : null}
        </dl>
        {email.status === 'failed' || email.status === 'dead' ? (
          <SendAgain id={leadId} email={email.id} label="Send again" />
        ) : null}
      </div>
      {/* The e-mail as its recipient sees it; sandboxed: no scripts, no forms, no navigation. */}
      <iframe
        title={`${title}, as sent`}
        sandbox=""
        srcDoc={email.html}
        className="h-80 w-full bg-white"
      />
      <details className="border-t border-slate-200 px-4 py-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">Plain-text version</summary>
        <pre className="mt-2 font-sans break-words whitespace-pre-wrap text-slate-800">
          {email.text}
        </pre>
      </details>
    </article>
  )
}

export function LeadDetail({ lead, crmConfigured }: { lead: Lead; crmConfigured: boolean }) {
  const record = lead.lead
  const who = lead.name && lead.name !== 'Newsletter Subscriber' ? lead.name : lead.email
  const quote = record.selectedServices.length > 0
  const writing: [string, string][] = (
    [
      ['Message', record.message],
      ['Project details', record.projectDetails !== record.message ? record.projectDetails : ''],
      [
        'Additional information',
        record.additionalInfo !== record.projectDetails ? record.additionalInfo : '',
      ],
      ['Cover letter', record.coverLetter],
    ] as [string, string][]
  ).filter(([, text]) => text)
  const crm = lead.crm ? crmStatus(lead.crm) : null

  return (
    <div className="grid gap-5">
      <Link
        href="/admin/leads"
        className="text-brand-700 w-fit text-sm font-medium hover:underline"
      >
        ← All leads
      </Link>

      <header className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">
            {[
              SHORT_TYPE_TITLES[lead.formType],
              lead.formLabel.toLowerCase() !== SHORT_TYPE_TITLES[lead.formType].toLowerCase()
                ? `“${lead.formLabel}”`
                : '',
              formatWhen(lead.createdAt),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 sm:text-3xl">
            {who || '(no name)'}
          </h1>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {lead.email ? (
              <li>
                <a href={mailtoHref(lead.email)} className="text-brand-700 break-all underline">
                  {lead.email}
                </a>
              </li>
            ) : null}
            {providedDetail(record.phone) ? (
              <li>
                <a
                  href={`tel:${record.phone.replace(/[^\d+]/g, '')}`}
                  className="text-brand-700 underline"
                >
                  {record.phone}
                </a>
              </li>
            ) : null}
            {providedDetail(record.company) ? <li>{record.company}</li> : null}
            {record.country ? <li>{record.country}</li> : null}
          </ul>
          {lead.spamReasons.length ? (
            <p className="mt-3 text-sm text-amber-900">
              Flagged as possible spam: {lead.spamReasons.join(', ')}.
            </p>
          ) : null}
        </div>
        <div className="grid content-start gap-2">
          <span className="text-sm font-medium text-slate-500">State</span>
          <LeadStateForm id={lead.id} state={lead.state} label="State" />
          <p className="text-xs text-slate-500" data-testid="state-changed">
            {LEAD_STATE_TITLES[lead.state]} since {formatWhen(lead.stateChangedAt)}
          </p>
        </div>
      </header>

      {/* On a phone: what they wrote, then the deliveries, quote and résumé, then the record. */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        {writing.length ? (
          <div className="grid gap-5 lg:col-start-1">
            {writing.map(([title, text]) => (
              <Card key={title} title={title}>
                <p className="break-words whitespace-pre-wrap text-slate-800">{text}</p>
              </Card>
            ))}
          </div>
        ) : null}

        <aside
          aria-label="Deliveries and history"
          className="grid gap-5 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <Card title="CRM hand-off">
            {lead.crm && crm ? (
              <div className="grid gap-2 text-sm">
                <Status tone={crm.tone}>{crm.text}</Status>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                  <dt className="text-slate-500">webhook-id</dt>
                  <dd className="font-mono text-xs break-all">lead_{lead.id}</dd>
                  {lead.crm.status === 'delivered' && lead.crm.deliveredAt ? (
                    <>
                      <dt className="text-slate-500">Delivered</dt>
                      <dd>{formatWhen(lead.crm.deliveredAt)}</dd>
                    </>
                  ) : null}
                  {lead.crm.status === 'failed' ? (
                    <>
                      <dt className="text-slate-500">Next try</dt>
                      <dd>{formatWhen(lead.crm.nextAttemptAt)}</dd>
                    </>
                  ) : null}
                </dl>
                {crmConfigured && lead.crm.status !== 'pending' ? (
                  <SendAgain
                    id={lead.id}
                    label={lead.crm.status === 'delivered' ? 'Send to the CRM again' : 'Retry now'}
                  />
                ) : null}
              </div>
            ) : crmConfigured ? (
              <div className="grid gap-2 text-sm">
                <p className="text-slate-600">
                  Not handed over: the lead was stored before the CRM was configured.
                </p>
                <SendAgain id={lead.id} label="Hand over to the CRM" />
              </div>
            ) : (
              <p className="text-sm text-slate-600">
                Leads are not handed to a CRM: set <code>CRM_WEBHOOK_URL</code> and{' '}
                <code>CRM_WEBHOOK_SECRET</code> to send each one to Zapier, Make, n8n or your CRM.
              </p>
            )}
          </Card>

          <LeadOrigin lead={lead} />

          {lead.resume ? (
            <Card title="Résumé">
              <a
                href={`/admin/leads/${lead.id}/resume`}
                download={lead.resume.fileName || 'resume'}
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
              >
                Download résumé
              </a>
              <p className="mt-2 text-sm break-all text-slate-600">
                {lead.resume.fileName || 'resume'} · {formatBytes(lead.resume.size)} ·{' '}
                {lead.resume.contentType}
              </p>
            </Card>
          ) : null}

          {quote ? (
            <Card title="Quote from the cost calculator">
              <table className="w-full text-sm">
                <tbody>
                  {record.servicesBreakdown.map((line) => (
                    <tr key={line.name} className="border-b border-slate-100">
                      <td className="py-1.5">{line.name}</td>
                      <td className="py-1.5 text-right tabular-nums">
                        {formatDollars(line.price)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th className="pt-2 text-left">Estimated total</th>
                    <td className="pt-2 text-right font-semibold tabular-nums">
                      {typeof record.estimatedTotal === 'number'
                        ? formatDollars(record.estimatedTotal)
                        : ''}
                    </td>
                  </tr>
                </tfoot>
              </table>
              {record.calculatorTimeline || record.budget ? (
                <p className="mt-2 text-sm text-slate-600">
                  {[
                    record.budget && `Budget: ${record.budget}`,
                    record.calculatorTimeline && `Timeline: ${record.calculatorTimeline}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              ) : null}
            </Card>
          ) : null}

          {lead.stateChanges.length ? (
            <Card title="History">
              <ol className="grid gap-1 text-sm">
                {lead.stateChanges.map((change, i) => (
                  <li key={i}>
                    <span className="font-medium">{LEAD_STATE_TITLES[change.state]}</span> ·{' '}
                    {formatWhen(change.changedAt)}
                  </li>
                ))}
                <li className="text-slate-500">Received · {formatWhen(lead.createdAt)}</li>
              </ol>
            </Card>
          ) : null}
        </aside>

        <div className="grid gap-5 lg:col-start-1">
          <Card title="Record">
            <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
              {recordLines(record).map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="font-medium text-slate-500">{name}</dt>
                  <dd className="mb-1.5 break-words whitespace-pre-wrap text-slate-900 sm:mb-0">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer font-medium text-slate-700">
                Every field (JSON)
              </summary>
              <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs">
                {JSON.stringify(record, null, 2)}
              </pre>
            </details>
          </Card>
        </div>
      </div>

      <Card title="E-mails">
        {lead.emails.length === 0 ? (
          <p className="text-sm text-slate-600">No e-mail was queued for this lead.</p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
            {lead.emails.map((email) => (
              <EmailCard key={email.id} leadId={lead.id} email={email} />
            ))}
          </div>
        )}
      </Card>
    </div>
  )
}
