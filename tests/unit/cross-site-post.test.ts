/**
 * Issue 29 item 4: a form or server-action POST from another site's page is refused by proxy.ts
 * with 403 (Next itself refuses it as a 500 with a stack trace in the log).
 */
import { expect, it } from 'vitest'
import { isCrossSitePost } from '@/proxy'

const post = (headers: Record<string, string>, method = 'POST') =>
  new Request('http://127.0.0.1:3000/admin/leads', { method, headers })

it('refuses a POST whose Origin is another host than the one it was sent to', () => {
  expect(
    isCrossSitePost(post({ host: 'www.codehome.example', origin: 'https://evil.example' })),
  ).toBe(true)
  expect(isCrossSitePost(post({ host: 'www.codehome.example', origin: 'null' }))).toBe(true)
  // Behind a proxy, Next compares with the host the proxy forwarded.
  expect(
    isCrossSitePost(
      post({
        host: '127.0.0.1:3001',
        'x-forwarded-host': 'www.codehome.example',
        origin: 'https://evil.example',
      }),
    ),
  ).toBe(true)
})

it("lets the site's own pages, requests without an Origin and other methods through", () => {
  expect(
    isCrossSitePost(post({ host: 'www.codehome.example', origin: 'https://www.codehome.example' })),
  ).toBe(false)
  expect(
    isCrossSitePost(
      post({
        host: '127.0.0.1:3001',
        'x-forwarded-host': 'www.codehome.example',
        origin: 'https://www.codehome.example',
      }),
    ),
  ).toBe(false)
  expect(isCrossSitePost(post({ host: 'www.codehome.example' }))).toBe(false)
  expect(isCrossSitePost(post({ host: 'a.example', origin: 'https://b.example' }, 'GET'))).toBe(
    false,
  )
})
