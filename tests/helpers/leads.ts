/**
 * Fixtures for lead tests: a migrated in-memory PGlite, the handler wired to it, valid payloads
 * per form, and small résumé files of each kind.
 */
import { createHmac } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { createFormTickets } from '@/core/leads/form-ticket.ts'
import { createLeadHandler, type LeadHandlerDeps } from '@/core/leads/lead-handler.ts'
import { createSqlLeadStore } from '@/core/leads/lead-store.ts'
import { applyMigrations } from '@/core/db/migrations.ts'
import { createRateLimiter } from '@/core/http/rate-limit.ts'
import { loadMigrations } from '@/web/server/open-database'

export const SITE = {
  brandName: 'Codehome',
  email: 'hello@codehome.example',
  phone: '+1 (212) 555-0142',
  siteUrl: 'http://127.0.0.1',
}

export const PRICES = [
  { name: 'SEO', price: 599 },
  { name: 'PPC Advertising', price: 799 },
  { name: 'Web Development', price: 2999 },
]

export async function memoryDatabase() {
  const db = await PGlite.create()
  await applyMigrations(
    { exec: (text) => db.exec(text), query: (text, params) => db.query(text, params) },
    await loadMigrations(),
  )
  return db
}

export const TICKET_SECRET = 'test-form-ticket-secret'

/** A form ticket as the function signs it, issued `msAgo` before `now`. */
export function ticketIssued(msAgo: number, now = Date.now(), secret = TICKET_SECRET) {
  const payload = `v1.${now - msAgo}`
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('hex')}`
}

export function handlerFor(db: PGlite, overrides: Partial<LeadHandlerDeps> = {}) {
  return createLeadHandler({
    store: createSqlLeadStore({ query: (text, params) => db.query(text, params) as never }),
    siteFacts: async () => SITE,
    calculatorPrices: async () => PRICES,
    rateLimiter: createRateLimiter(Number.MAX_SAFE_INTEGER),
    formTickets: createFormTickets(TICKET_SECRET),
    log: () => undefined,
    ...overrides,
  })
}

export function leadRequest(
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
): Request {
  return new Request('http://127.0.0.1/functions/v1/enhanced-crm-automation', {
    method,
    body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
    headers: { 'content-type': 'application/json', 'user-agent': 'vitest', ...headers },
  })
}

/** A person's submission: the honeypot empty, the form started 8 seconds before. */
export const human = { formTicket: ticketIssued(8000), website: '' }

export function tomorrowPlus(days: number, now = new Date()) {
  return new Date(now.getTime() + (days + 2) * 86_400_000).toISOString().slice(0, 10)
}

/** A valid submission of each form (label and leadData). */
export function validSubmissions() {
  return {
    contact: {
      formType: 'Enhanced Contact Form',
      leadData: {
        name: 'Jane Doe',
        email: 'jane@example.com',
        phone: '+1 555 0100',
        details: 'We need a new website.',
        service: 'General Inquiry',
        budget: '5000-10000',
        timeline: '1-2months',
        company: '',
        message: 'We need a new website.',
        projectDetails: 'We need a new website.',
        ...human,
      },
    },
    newsletter: {
      formType: 'newsletter',
      leadData: {
        email: 'reader@example.com',
        name: 'Newsletter Subscriber',
        formType: 'newsletter',
        subscriptionType: 'Weekly Updates',
        ...human,
      },
    },
    consultationBooking: {
      formType: 'Google Meet Booking',
      leadData: {
        name: 'Sam Lee',
        email: 'sam@example.com',
        phone: 'Not provided',
        company: 'Not provided',
        service: 'General Consultation',
        projectDetails: 'Talk about SEO',
        preferredDate: tomorrowPlus(3),
        preferredTime: '10:30 AM',
        timezone: 'Europe/London',
        urgency: 'normal',
        meetingDate: tomorrowPlus(3),
        meetingTime: '10:30 AM',
        additionalInfo: 'Talk about SEO',
        fromCostCalculator: false,
        ...human,
      },
    },
    strategySession: {
      formType: 'Book Call Form',
      leadData: {
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        phone: '',
        company: 'Ruiz & Co',
        service: 'seo',
        projectDetails: 'Grow organic traffic',
        timezone: 'America/New_York',
        preferredDate: tomorrowPlus(5),
        preferredTime: '2:00 PM',
        urgency: 'urgent',
        ...human,
      },
    },
    career: {
      formType: 'Career Application',
      leadData: {
        name: 'Lee Park',
        email: 'lee@example.com',
        phone: '',
        position: 'SEO Specialist',
        experience: '3-5 years',
        location: 'London',
        portfolio: 'https://example.com/lee',
        availability: 'Within 1 month',
        salary: '£50,000',
        coverLetter: 'I love SEO.\nHire me.',
        resumeFileName: 'lee.pdf',
        resumeFileData: dataUrl('application/pdf', PDF_BYTES),
        ...human,
      },
    },
  }
}

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
)
/**
 * A ZIP archive (stored, no compression) of `entries`: local headers, the central directory and
 * its end record, as every zip tool writes them.
 */
export function zipArchive(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name)
    const data = Buffer.from(text)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(20, 6)
    header.writeUInt32LE(data.length, 20)
    header.writeUInt32LE(data.length, 24)
    header.writeUInt16LE(nameBytes.length, 28)
    header.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, data)
    central.push(header, nameBytes)
    offset += local.length + nameBytes.length + data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** A Word (OOXML) package: content types and the main document part. */
export const DOCX_BYTES = zipArchive({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
})
export const DOC_BYTES = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(64),
  Buffer.from('WordDocument', 'utf16le'),
])
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

export const dataUrl = (mime: string, bytes: Buffer) =>
  `data:${mime};base64,${bytes.toString('base64')}`

export async function countRows(db: PGlite) {
  const { rows } = await db.query<{ leads: number; emails: number }>(
    'select (select count(*)::int from leads) as leads, (select count(*)::int from email_outbox) as emails',
  )
  return rows[0]!
}
