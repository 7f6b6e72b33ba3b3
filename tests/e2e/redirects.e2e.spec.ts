import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../helpers/test'
import { documentsOfType } from '../helpers/content'
import { editDocument, signedWebhook } from '../helpers/dataset'

/** Requests `path` without following redirects and returns the status and the target path. */
async function redirectOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  const location = response.headers()['location']
  const target = location ? new URL(location, 'http://site.invalid') : null
  return { status: response.status(), target: target ? target.pathname + target.search : null }
}

type CaseStudy = { slug: { current: string }; aliases?: string[] }

test.describe('redirects', () => {
  const SERVICE_ALIASES: [string, string][] = [
    ['ppc-advertising', 'ppc'],
    ['social-media-marketing', 'social-media'],
    ['social', 'social-media'],
    ['web', 'web-development'],
    ['website-development', 'web-development'],
    ['search-engine-optimization', 'seo'],
    ['voice-overs', 'voice-over'],
  ]

  for (const [alias, canonical] of SERVICE_ALIASES) {
    test(`/services/${alias} answers 308 to /services/${canonical}, which answers 200`, async ({
      request,
    }) => {
      expect(await redirectOf(request, `/services/${alias}`)).toEqual({
        status: 308,
        target: `/services/${canonical}`,
      })
      expect((await request.get(`/services/${canonical}`, { maxRedirects: 0 })).status()).toBe(200)
    })
  }

  test('every case study answers at /our-work/{slug}; /case-study/{slug} and each alias redirect there permanently', async ({
    request,
  }) => {
    const studies = await documentsOfType<CaseStudy>('caseStudy')
    expect(studies).toHaveLength(12)
    const aliases = studies.flatMap((study) => study.aliases ?? [])
    expect(aliases).toHaveLength(7)
    for (const study of studies) {
      const canonical = `/our-work/${study.slug.current}`
      expect((await request.get(canonical, { maxRedirects: 0 })).status()).toBe(200)
      for (const from of [study.slug.current, ...(study.aliases ?? [])]) {
        expect(await redirectOf(request, `/case-study/${from}`)).toEqual({
          status: 308,
          target: canonical,
        })
      }
      for (const alias of study.aliases ?? []) {
        expect(await redirectOf(request, `/our-work/${alias}`)).toEqual({
          status: 308,
          target: canonical,
        })
      }
    }
  })

  test('/blog/{slug} redirects permanently to /blogs/{slug}', async ({ request }) => {
    const posts = await documentsOfType<{ slug: { current: string } }>('blogPost')
    expect(posts).toHaveLength(5)
    for (const post of posts) {
      expect(await redirectOf(request, `/blog/${post.slug.current}`)).toEqual({
        status: 308,
        target: `/blogs/${post.slug.current}`,
      })
    }
  })

  test('/book-a-call redirects permanently to /book-call with its query', async ({ request }) => {
    expect(await redirectOf(request, '/book-a-call')).toEqual({ status: 308, target: '/book-call' })
    expect(await redirectOf(request, '/book-a-call?service=seo&utm_source=mail')).toEqual({
      status: 308,
      target: '/book-call?service=seo&utm_source=mail',
    })
  })

  test('an alias an editor adds in the CMS redirects after the publish webhook', async ({
    request,
  }) => {
    const alias = 'seo-services-e2e'
    const before = await request.get(`/services/${alias}`, { maxRedirects: 0 })
    expect(before.status()).toBe(404)

    const restore = await editDocument('service-seo', (doc) => {
      doc.aliases = [...((doc.aliases as string[]) ?? []), alias]
    })
    const publish = () =>
      signedWebhook({ _type: 'service', _id: 'service-seo', slug: 'seo' }).then((hook) =>
        request.post('/api/revalidate', hook),
      )
    try {
      expect((await publish()).status()).toBe(200)
      await expect
        .poll(() => redirectOf(request, `/services/${alias}`), { timeout: 10_000 })
        .toEqual({ status: 308, target: '/services/seo' })
    } finally {
      await restore()
      await publish()
    }
    await expect
      .poll(async () => (await request.get(`/services/${alias}`, { maxRedirects: 0 })).status(), {
        timeout: 10_000,
      })
      .toBe(404)
  })
})
