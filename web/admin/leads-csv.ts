/**
 * The CSV export of the leads a filter matches (RFC 4180: comma-separated, CRLF, quoted where
 * needed, UTF-8 with a byte-order mark so Excel reads accents right).
 *
 * Formula-injection safe: a visitor chooses their name, and a cell starting with `=`, `+`, `-` or
 * `@` (or a tab or carriage return) would run as a formula in Excel, LibreOffice or Google Sheets.
 * Such cells get a leading apostrophe, which spreadsheets show as text
 * (https://owasp.org/www-community/attacks/CSV_Injection).
 */
import { SHORT_TYPE_TITLES } from '@/core/leads/form-types.ts'
import { fieldLabel, fieldValue } from '@/core/leads/lead-emails.ts'
import type { StoredLead } from '@/web/admin/lead-queries'
import { LEAD_STATE_TITLES } from '@/web/admin/lead-states'
import { LEAD_FIELDS } from '@/core/leads/lead-record.ts'
import { TOUCH_FIELDS } from '@/core/leads/attribution.ts'
import type { LeadConsent } from '@/core/leads/attribution-schema.ts'

const RECORD_FIELDS = LEAD_FIELDS.filter((field) => field !== 'resumeFileData')

const yesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? 'yes' : 'no')

/** The consent the lead was sent under, a column per fact (empty for leads without it). */
const CONSENT_COLUMNS: [string, (consent: LeadConsent) => string][] = [
  ['Consent analytics', (c) => yesNo(c.analytics)],
  ['Consent marketing', (c) => yesNo(c.marketing)],
  ['Consent functional', (c) => yesNo(c.functional)],
  ['Global Privacy Control', (c) => yesNo(c.gpc)],
  ['Consent chosen (UTC)', (c) => c.chosenAt ?? ''],
  ['Privacy notice version', (c) => c.privacyNoticeVersion],
  ['Consent recorded (UTC)', (c) => c.recordedAt],
]

export const CSV_HEADER = [
  'Received (UTC)',
  'State',
  'State changed (UTC)',
  'Form',
  'Form label',
  'Spam reasons',
  ...RECORD_FIELDS.map(fieldLabel),
  'Résumé',
  'E-mails',
  'CRM',
  'Lead id',
  'Lead page',
  ...(['First', 'Last'] as const).flatMap((touch) =>
    TOUCH_FIELDS.map((field) => `${touch} touch ${field}`),
  ),
  ...CONSENT_COLUMNS.map(([title]) => title),
  // Last, so that the columns before it keep the places spreadsheets and imports know them by.
  'Locale',
]

/** One cell: neutralised if a spreadsheet would read it as a formula, then quoted if needed. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) || /^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const csvRow = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`

export function leadCsvCells(lead: StoredLead, siteUrl: string): string[] {
  return [
    lead.createdAt,
    LEAD_STATE_TITLES[lead.state],
    lead.stateChangedAt,
    SHORT_TYPE_TITLES[lead.formType],
    lead.formLabel,
    lead.spamReasons.join(', '),
    ...RECORD_FIELDS.map((field) => fieldValue(field, lead.lead)),
    lead.resume?.fileName ?? '',
    lead.emails.map((email) => `${email.kind}: ${email.status}`).join('; '),
    lead.crm?.status ?? '',
    lead.id,
    `${siteUrl}/admin/leads/${lead.id}`,
    ...[lead.attribution.first, lead.attribution.last].flatMap((touch) =>
      TOUCH_FIELDS.map((field) => touch?.[field] ?? ''),
    ),
    ...CONSENT_COLUMNS.map(([, cell]) => (lead.consent ? cell(lead.consent) : '')),
    lead.locale,
  ]
}

/** The export as a stream: leads are read a page at a time, never all at once. */
export function leadsCsvStream(
  leads: AsyncIterable<StoredLead>,
  siteUrl: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = leads[Symbol.asyncIterator]()
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(CSV_HEADER)}`))
        return
      }
      let chunk = ''
      for (let i = 0; i < 100; i++) {
        const next = await iterator.next()
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk))
          controller.close()
          return
        }
        chunk += csvRow(leadCsvCells(next.value, siteUrl))
      }
      controller.enqueue(encoder.encode(chunk))
    },
    async cancel() {
      await iterator.return?.(undefined)
    },
  })
}
