/**
 * Abuse cases of the lead function and small findings of the outside probe (issue 13, items 4,
 * 8 and 10), against the production server: CORS and media type, résumé names, malformed paths,
 * and what the public JavaScript tells about the server's configuration.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { E2E_ENV } from '../helpers/e2e-env'
import { AGENCY_EMAIL, expect, leadFor, takeHumanTime, test, visit } from '../helpers/lead-fixtures'

const FUNCTION = '/functions/v1/enhanced-crm-automation'
const SITE = E2E_ENV.NEXT_PUBLIC_SITE_URL!

const contact = (email: string) => ({
  formType: 'Enhanced Contact Form',
  leadData: { name: 'Probe', email, message: 'Hello' },
})

test.describe('CORS: the site’s own origins, JSON only (item 8)', () => {
  test('another site’s page can neither preflight nor post; the site can', async ({
    request,
    unique,
  }) => {
    const preflight = (origin: string) =>
      request.fetch(FUNCTION, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, idempotency-key, x-client-info, apikey',
        },
      })
    const foreign = await preflight('https://evil.example')
    expect(foreign.status()).toBe(403)
    expect(foreign.headers()['access-control-allow-origin']).toBeUndefined()
    const own = await preflight(SITE)
    expect(own.status()).toBe(204)
    expect(own.headers()['access-control-allow-origin']).toBe(SITE)

    const email = `cors.${unique}@example.com`
    const posted = await request.post(FUNCTION, {
      data: contact(email),
      headers: { origin: 'https://evil.example' },
    })
    expect(posted.status()).toBe(403)
    const allowed = await request.post(FUNCTION, {
      data: contact(email),
      headers: { origin: SITE },
    })
    expect(allowed.status()).toBe(200)
    expect(allowed.headers()['access-control-allow-origin']).toBe(SITE)
  })

  test('a body that is not declared JSON (a form post, text/plain) is refused with 415', async ({
    request,
    unique,
  }) => {
    const email = `plain.${unique}@example.com`
    const response = await request.post(FUNCTION, {
      data: JSON.stringify(contact(email)),
      headers: { 'content-type': 'text/plain' },
    })
    expect(response.status()).toBe(415)
    expect(await response.json()).toMatchObject({ success: false })
    const form = await request.post(FUNCTION, { form: { formType: 'contact', name: 'x' } })
    expect(form.status()).toBe(415)
  })
})

test.describe('résumés are named by what they are (item 4)', () => {
  test('a PDF sent as "../../cv.html" reaches the agency as resume.pdf', async ({
    page,
    request,
    mailbox,
    unique,
  }) => {
    const email = `named.${unique}@example.com`
    const pdfWithHtml = Buffer.from(
      '%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n',
    )
    await visit(page, '/careers')
    const form = page.getByRole('form', { name: 'Career application' })
    await form.getByLabel('Name').fill(`Named ${unique}`)
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Position').selectOption('SEO Specialist')
    await form
      .getByLabel('Resume')
      .setInputFiles({ name: '../../cv.html', mimeType: 'text/html', buffer: pdfWithHtml })
    await takeHumanTime(page)
    await form.getByRole('button', { name: 'Submit Application' }).click()
    const lead = await leadFor(request, email)
    expect(lead.lead.resumeFileName).toBe('resume.pdf')
    const [notification] = await mailbox.waitFor(
      (m) => m.envelopeTo.includes(AGENCY_EMAIL) && m.text.includes(email),
    )
    expect(notification!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['resume.pdf', 'application/pdf'],
    ])
  })
})

test.describe('malformed addresses (item 10)', () => {
  for (const path of ['/%', '/%E0%A4%A', '/services/%zz', '/blogs/%', '/a%2', '/services/%ZZ']) {
    test(`${path} answers 400 with the site’s error page, which no CDN may keep`, async ({
      page,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(400)
      expect(response?.headers()['content-type']).toMatch(/^text\/html/)
      // Issue 29 item 5: a CDN keeping it would serve the error under any address one picks.
      expect(response?.headers()['cache-control']).toMatch(/no-store/)
      expect(response?.headers()['cache-control']).not.toMatch(/s-maxage/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
      ).toBeVisible()
      await expect(page.getByTestId('error-message')).toHaveText('400 Bad Request')
      await expect(
        page.locator('header').getByRole('link', { name: 'Codehome home' }),
      ).toBeVisible()
    })
  }
})

test.describe('the public JavaScript (item 10)', () => {
  test('names no server variable and holds none of the server’s defaults', async () => {
    const root = path.join(process.cwd(), '.next', 'static')
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.js'))
    expect(files.length).toBeGreaterThan(10)
    const serverOnly = [
      'PGLITE_DATA_DIR',
      'DATABASE_URL',
      'SMTP_URL',
      'ADMIN_TOKEN',
      'SANITY_API_READ_TOKEN',
      'SANITY_REVALIDATE_SECRET',
      'OUTBOX_POLL_MS',
      'LEADS_RATE_LIMIT',
      'FORM_TICKET_SECRET',
      '.data/pglite',
      '.data/dataset.ndjson',
    ]
    for (const file of files) {
      const text = await readFile(path.join(root, file), 'utf8')
      for (const name of serverOnly) expect(text.includes(name), `${name} in ${file}`).toBe(false)
    }
  })
})

test.describe('cross-site posts (issue 29 item 4)', () => {
  test("a server action or form sent from another site's page answers 403, not 500", async ({
    request,
  }) => {
    const evil = { origin: 'https://evil.example' }
    for (const path of ['/admin/leads', '/payment-gateway/no-such-order', '/contact']) {
      const action = await request.post(path, {
        headers: { ...evil, 'next-action': '0123456789abcdef', 'content-type': 'text/plain' },
        data: '[]',
      })
      expect(action.status(), path).toBe(403)
    }
    const form = await request.post('/admin/leads', {
      headers: evil,
      multipart: { token: 'guess-0123456789abcdef' },
    })
    expect(form.status()).toBe(403)
    expect(await form.text()).toBe('Forms of this site are sent from its own pages only.')
  })
})
