/**
 * A lead's page in the admin renders visitor data: links built from it must not carry more than
 * the visitor typed in as an address (a booking's e-mail field is free text in the spec's rules).
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { getLead } from '@/web/admin/lead-queries'
import { LeadDetail } from '@/web/components/admin/lead-detail'
import { mailtoHref } from '@/web/components/shell/nav'
import { handlerFor, leadRequest, memoryDatabase, validSubmissions } from '../helpers/leads'

// The state form refreshes the page through the App Router, which is not mounted here.
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ refresh: () => undefined }),
}))

describe('mailto links from visitor data', () => {
  it('percent-encodes everything but the @, so an address cannot add recipients or fields', () => {
    expect(mailtoHref('hello@codehome.example')).toBe('mailto:hello@codehome.example')
    const href = mailtoHref('x?cc=evil@attacker.example&body=Wire the money, a@b.example')
    expect(href).toBe(
      'mailto:x%3Fcc%3Devil@attacker.example%26body%3DWire%20the%20money%2C%20a@b.example',
    )
    expect(new URL(href).search).toBe('')
  })

  it("a booking's e-mail field reaches the lead's page as one encoded address", async () => {
    const db = await memoryDatabase()
    const booking = validSubmissions().consultationBooking
    const email = 'x?cc=evil@attacker.example&body=hi'
    const response = await handlerFor(db)(
      leadRequest({ ...booking, leadData: { ...booking.leadData, email } }),
    )
    expect(response.status).toBe(200)
    const { leadId } = (await response.json()) as { leadId: string }
    const lead = await getLead({ query: (text, params) => db.query(text, params) as never }, leadId)
    const html = renderToStaticMarkup(
      createElement(LeadDetail, { lead: lead!, crmConfigured: false }),
    )
    const hrefs = [...html.matchAll(/href="(mailto:[^"]*)"/g)].map((m) => m[1])
    expect(hrefs).toEqual(['mailto:x%3Fcc%3Devil@attacker.example%26body%3Dhi'])
    await db.close()
  })
})
