/**
 * Issue 33, items 4 and 5 in the browser, with the e-mails read from the test SMTP server:
 * newsletter double opt-in through the confirmation link (and the one-click unsubscribe of its
 * List-Unsubscribe header), and a visitor's privacy request from the privacy policy page to the
 * admin, where it waits with its deadline. The rules themselves are unit-tested
 * (tests/unit/privacy*.test.ts).
 */
import { expect, openToast, takeHumanTime, test, visit, signIn } from '../helpers/lead-fixtures'
import type { ReceivedMail } from '../helpers/mailbox'
import { formatMoment } from '../../core/format/format'

const linkIn = (mail: ReceivedMail, label: RegExp) => {
  const match = label.exec(mail.text)
  expect(match, `a link after ${label} in: ${mail.text}`).not.toBeNull()
  return new URL(match![1]!)
}

test('newsletter: pending until the e-mailed link is confirmed; one-click unsubscribe; a forged link is a 400', async ({
  page,
  request,
  mailbox,
  unique,
}) => {
  const email = `optin.${unique}@example.com`
  await visit(page, '/')
  const form = page.getByRole('form', { name: 'Newsletter' })
  await form.getByPlaceholder('Enter your email').fill(email)
  await takeHumanTime(page)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(openToast(page)).toContainText('Successfully Subscribed!')

  const [mail] = await mailbox.waitFor((m) => m.envelopeTo.includes(email))
  expect(mail!.subject).toBe('Welcome to the Codehome newsletter: please confirm your address')
  expect(mail!.headers.get('list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click'])
  const oneClick = new URL(/^<(.+)>$/.exec(mail!.headers.get('list-unsubscribe')![0]!)![1]!)

  // Following the link shows what it does; the button confirms.
  const confirm = linkIn(mail!, /Confirm your subscription: (\S+)/)
  await page.goto(confirm.pathname + confirm.search)
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(email)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible()

  // The one-click POST of the header (as a mail client sends it) unsubscribes.
  const posted = await request.post(oneClick.pathname + oneClick.search, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(posted.status()).toBe(200)
  const unsubscribe = linkIn(mail!, /Unsubscribe: (\S+)/)
  await page.goto(unsubscribe.pathname + unsubscribe.search)
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible()
  // "Subscribe again at the foot of any page": the footer's sign-up is there.
  await expect(
    page.getByRole('contentinfo').getByRole('form', { name: 'Weekly updates' }),
  ).toBeVisible()

  // A token changed by one character: a clear 400 page, and the one-click endpoint refuses it.
  const token = confirm.searchParams.get('token')!
  const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
  const response = await page.goto(`/newsletter/confirm?token=${forged}`)
  expect(response!.status()).toBe(400)
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
  const refused = await request.post(`/api/newsletter/unsubscribe?token=${forged}`)
  expect(refused.status()).toBe(400)
})

test("a visitor's privacy request: asked on the privacy policy, confirmed by e-mail, waiting in the admin with its deadline", async ({
  page,
  mailbox,
  unique,
}) => {
  const email = `privacy.${unique}@example.com`
  await visit(page, '/privacy-policy')
  const section = page.getByRole('region', { name: 'Your data: see it or erase it' })
  await section.getByLabel('Erase my data').check()
  await section.getByLabel('Your email address').fill('not-an-address')
  await section.getByRole('button', { name: 'Send request' }).click()
  await expect(section.getByText('Please enter a valid email address')).toBeVisible()
  await section.getByLabel('Your email address').fill(email)
  await section.getByRole('button', { name: 'Send request' }).click()
  await expect(section.getByRole('status')).toContainText(`Check ${email}`)

  const [mail] = await mailbox.waitFor((m) => m.envelopeTo.includes(email))
  expect(mail!.subject).toBe('Please confirm your privacy request to Codehome')
  const confirm = linkIn(mail!, /Confirm the request: (\S+)/)
  await page.goto(confirm.pathname + confirm.search)
  await expect(page.getByRole('heading', { name: 'Confirm your request' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm my request' }).click()
  await expect(page.getByRole('heading', { name: 'Request confirmed' })).toBeVisible()
  const due = formatMoment(Date.now() + 30 * 86_400_000, 'dateMedium')

  await signIn(page, '/admin/privacy')
  const row = page.getByTestId('privacy-requests').locator('tr', { hasText: email })
  await expect(row).toContainText('Erasure')
  await expect(row).toContainText(due)
  await expect(row).toContainText('30 days left')
  await row.getByRole('button', { name: 'Erase' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'was erased' })).toContainText(email)
  await expect(page.getByTestId('privacy-requests')).not.toContainText(email)
  await expect(
    page.getByTestId('privacy-audit').locator('tr', { hasText: 'erase' }).first(),
  ).toContainText(`${email.slice(0, 1)}…@example.com`)
})
