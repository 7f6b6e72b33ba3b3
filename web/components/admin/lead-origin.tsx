/**
 * A lead's origin and consent on its page: the first and the last touch (campaign, click ids,
 * landing page, referrer) and the consent it was sent under, with the privacy notice version.
 */
import { PARAM_KEYS, type Touch } from '@/core/leads/attribution.ts'
import type { LeadDetail } from '@/web/admin/lead-queries'
import { formatWhen } from './format'

const yesNo = (value: boolean) => (value ? 'yes' : 'no')

function TouchList({ title, touch }: { title: string; touch: Touch | null }) {
  const facts: [string, string][] = touch
    ? (
        [
          ...PARAM_KEYS.map((key) => [key, touch[key]]),
          ['landing_page', touch.landing_page],
          ['referrer', touch.referrer],
        ] as [string, string][]
      ).filter(([, value]) => value)
    : []
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-700">
        {title}
        {touch ? (
          <span className="font-normal text-slate-500"> · {formatWhen(touch.at)}</span>
        ) : null}
      </h3>
      {facts.length ? (
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          {facts.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-mono text-xs leading-5 text-slate-500">{name}</dt>
              <dd className="break-all text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-1 text-sm text-slate-500">{touch ? 'A direct visit.' : 'Not recorded.'}</p>
      )}
    </div>
  )
}

export function LeadOrigin({ lead }: { lead: Pick<LeadDetail, 'attribution' | 'consent'> }) {
  const consent = lead.consent
  return (
    <>
      <section
        aria-label="Where they came from"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 className="text-base font-semibold text-slate-900">Where they came from</h2>
        <div className="mt-3 grid gap-3">
          <TouchList title="First touch" touch={lead.attribution.first} />
          <TouchList title="Last touch" touch={lead.attribution.last} />
        </div>
      </section>
      <section
        aria-label="Consent"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 className="text-base font-semibold text-slate-900">Consent</h2>
        {consent ? (
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">Analytics</dt>
            <dd>{yesNo(consent.analytics)}</dd>
            <dt className="text-slate-500">Marketing</dt>
            <dd>{yesNo(consent.marketing)}</dd>
            <dt className="text-slate-500">Functional</dt>
            <dd>{yesNo(consent.functional)}</dd>
            <dt className="text-slate-500">Global Privacy Control</dt>
            <dd>{consent.gpc ? 'on (analytics and marketing refused)' : 'off'}</dd>
            <dt className="text-slate-500">Chosen</dt>
            <dd>{consent.chosenAt ? formatWhen(consent.chosenAt) : 'no choice made'}</dd>
            <dt className="text-slate-500">Privacy notice</dt>
            <dd>{consent.privacyNoticeVersion || 'no version set'}</dd>
            <dt className="text-slate-500">Recorded</dt>
            <dd>{formatWhen(consent.recordedAt)}</dd>
          </dl>
        ) : (
          <p className="mt-3 text-sm text-slate-500">Stored before consent was recorded.</p>
        )}
      </section>
    </>
  )
}
