/**
 * Editors' redirects: how a "from" pattern matches, what the Studio refuses before publishing
 * (loops, chains, a live page), and what a path that is not a page answers (redirect, 410, 404).
 */
import { validateHeaderValue } from 'node:http'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkRedirect } from '@/schemas/documents/redirect'
import { livePathCheck, type LiveContent } from '@/web/redirects/live-paths'
import { FIXED_ROUTE_SEGMENTS } from '@/web/lib/routes'
import {
  encodeMatched,
  fillTarget,
  fromProblem,
  matchPattern,
  matchRedirect,
  orderRules,
  type RedirectRule,
  redirectProblem,
  toProblem,
} from '@/web/redirects/rules'
import {
  aliasTarget,
  answerPath,
  buildSiteRedirects,
  isLivePath as isLive,
} from '@/web/redirects/table'
import { LOCALES, locales } from '@/core/i18n/locales'
import { readdirSync } from 'node:fs'

const rule = (id: string, from: string, to: string, permanent = true): RedirectRule => ({
  id,
  from,
  to,
  permanent,
})

const CONTENT: LiveContent = {
  brandSlug: 'codehome',
  live: {
    services: [
      { slug: 'seo', aliases: ['search-engine-optimization'] },
      { slug: 'ppc', aliases: null },
    ],
    caseStudies: [{ slug: 'acme', aliases: null }],
    posts: [{ slug: 'hello-world' }],
    landing: [{ slug: 'global-agency' }],
  },
}
const isLivePath = livePathCheck(CONTENT)

/**
 * The same site with Arabic versions (language 'ar'), which have their own aliases and slugs, and a
 * document in a language the site does not have, which has no page anywhere.
 */
const BILINGUAL: LiveContent = {
  brandSlug: 'codehome',
  live: {
    services: [
      { slug: 'seo', aliases: ['search-engine-optimization'], language: 'en' },
      { slug: 'ppc', aliases: null, language: null },
      { slug: 'seo', aliases: ['tahseen-mohrekat-albahth'], language: 'ar' },
      { slug: 'fr-only', aliases: ['fr-alias'], language: 'fr' },
    ],
    caseStudies: [
      { slug: 'acme', aliases: null },
      { slug: 'acme', aliases: ['acme-old'], language: 'ar' },
    ],
    posts: [{ slug: 'hello-world' }, { slug: 'marhaba', language: 'ar' }],
    landing: [{ slug: 'global-agency' }, { slug: 'global-agency', language: 'ar' }],
  },
}

describe('a "from" pattern', () => {
  it('matches a literal path, ignoring a trailing slash and letter case', () => {
    expect(matchPattern('/spring', '/spring')).toEqual({})
    expect(matchPattern('/spring', '/Spring/')).toEqual({})
    expect(matchPattern('/spring', '/spring/more')).toBeNull()
    expect(matchPattern('/spring', '/autumn')).toBeNull()
  })

  it('takes one segment for each :name and the rest for a trailing *', () => {
    expect(matchPattern('/news/:slug', '/news/launch')).toEqual({ slug: 'launch' })
    expect(matchPattern('/news/:slug', '/news/launch/extra')).toBeNull()
    expect(matchPattern('/news/:slug', '/news')).toBeNull()
    expect(matchPattern('/shop/*', '/shop/a/b')).toEqual({ '*': 'a/b' })
    expect(matchPattern('/shop/*', '/shop')).toEqual({ '*': '' })
  })

  it('fills the target with the values it matched', () => {
    expect(fillTarget('/blogs/:slug', { slug: 'launch' })).toBe('/blogs/launch')
    expect(fillTarget('https://shop.example.com/*', { '*': 'a/b' })).toBe(
      'https://shop.example.com/a/b',
    )
    expect(fillTarget('/store/*', { '*': '' })).toBe('/store')
  })

  it('prefers the most specific rule, whatever the order they were published in', () => {
    const ordered = orderRules([
      rule('any', '/campaign/*', '/contact'),
      rule('one', '/campaign/:name', '/services'),
      rule('exact', '/campaign/spring', '/services/seo', false),
    ])
    expect(matchRedirect('/campaign/spring', ordered)).toMatchObject({
      location: '/services/seo',
      status: 307,
    })
    expect(matchRedirect('/campaign/autumn', ordered)?.location).toBe('/services')
    expect(matchRedirect('/campaign/a/b', ordered)).toMatchObject({
      location: '/contact',
      status: 308,
    })
  })

  it.each([
    ['', 'Give the path'],
    ['spring', 'Start with a single "/"'],
    ['//evil.example', 'Start with a single "/"'],
    ['/spring?x=1', 'no query'],
    ['/', 'home page'],
    ['/a/*/b', 'may only end'],
    ['/a/:x/:x', 'used twice'],
    ['/api/leads', 'belong to the site'],
    ['/studio/desk', 'belong to the site'],
  ])('refuses the from %j', (from, message) => {
    expect(fromProblem(from)).toContain(message)
  })

  it.each([
    ['/spring', '', 'Give the path'],
    ['/spring', 'http://example.com', 'https://'],
    ['/spring', '//example.com', 'https://'],
    ['/spring', 'javascript:alert(1)', 'https://'],
    ['/news/:slug', '/blogs/:id', '":id" is not in the path'],
    ['/news/:slug', '/blogs/*', 'needs a "*"'],
  ])('refuses the target %j → %j', (from, to, message) => {
    expect(toProblem(to, from)).toContain(message)
  })

  it('accepts paths and https addresses as targets', () => {
    expect(toProblem('/services/seo', '/spring')).toBeNull()
    expect(toProblem('https://shop.example.com/sale?from=spring', '/spring')).toBeNull()
    expect(toProblem('/blogs/:slug', '/news/:slug')).toBeNull()
  })
})

describe('the Studio refuses before publishing', () => {
  const others = [
    rule('a', '/old-seo', '/services/seo'),
    rule('b', '/promo', '/spring-sale'),
    rule('c', '/news/:slug', '/blogs/:slug'),
  ]
  const problem = (from: string, to: string, id = 'new') =>
    redirectProblem(rule(id, from, to), { others, isLivePath })

  it('a "from" that is a live page, fixed or from the CMS', () => {
    expect(problem('/about', '/contact')).toContain('/about is a live page')
    expect(problem('/services/seo', '/contact')).toContain('live page')
    expect(problem('/blogs/hello-world', '/contact')).toContain('live page')
    expect(problem('/codehome-global-agency', '/contact')).toContain('live page')
    expect(problem('/services/search-engine-optimization', '/contact')).toContain('live page')
  })

  it('a chain: a target that another redirect sends on', () => {
    expect(problem('/spring', '/old-seo')).toContain(
      'A chain: /old-seo already redirects to /services/seo',
    )
    expect(problem('/weekly', '/news/launch')).toContain('A chain')
  })

  it('a chain the other way: a from that another redirect leads to', () => {
    expect(problem('/spring-sale', '/services/ppc')).toContain('A chain: /promo already redirects')
  })

  it('a loop, of one redirect or of two', () => {
    expect(problem('/loop/*', '/loop/again')).toContain('loop')
    expect(problem('/spring-sale', '/promo')).toContain('A loop')
  })

  it('a second redirect from the same path', () => {
    expect(problem('/old-seo', '/services/ppc')).toContain(
      'Another redirect already starts at /old-seo',
    )
    // Editing the same document is not a second one.
    expect(problem('/old-seo', '/services/ppc', 'a')).toBeNull()
  })

  it('and accepts a redirect of a free path to a page', () => {
    expect(problem('/spring', '/services/seo')).toBeNull()
    expect(problem('/spring', 'https://shop.example.com/spring')).toBeNull()
  })

  it('through the schema, reading the Content Lake by the document id', async () => {
    const asked: Record<string, string>[] = []
    const load = async (params: Record<string, string>) => {
      asked.push(params)
      return { ...CONTENT, others }
    }
    expect(
      await checkRedirect({ _id: 'drafts.r1', from: '/spring', to: '/old-seo' }, load),
    ).toContain('A chain')
    expect(
      await checkRedirect({ _id: 'drafts.r1', from: '/spring', to: '/services/seo' }, load),
    ).toBe(true)
    expect(asked[0]).toEqual({ published: 'r1', draft: 'drafts.r1' })
  })
})

describe('the list of fixed routes', () => {
  it('is the list of one-segment paths the proxy leaves alone (the matcher is a literal Next reads)', async () => {
    const { config } = await import('@/proxy')
    const entry = config.matcher.find(
      (item): item is string => typeof item === 'string' && item.startsWith('/:segment('),
    )
    const names = /\(\?:([a-z|-]+)\)/.exec(entry ?? '')?.[1]?.split('|')
    expect(names?.sort()).toEqual([...FIXED_ROUTE_SEGMENTS].sort())
    // The site's own one-segment routes outside app/(site) are among them.
    const own = readdirSync('app', { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('(') && !e.name.includes('.'))
      .map((e) => e.name)
    expect(own.filter((name) => !names?.includes(name))).toEqual([])
  })

  it("has every other language's slug sections and one-segment pages under its prefix", async () => {
    const { config } = await import('@/proxy')
    const entries = config.matcher.filter((item): item is string => typeof item === 'string')
    const english = entries.filter(
      (item) =>
        /^\/(?:services|our-work|case-study|blogs)\/:slug$/.test(item) ||
        item.startsWith('/:segment('),
    )
    expect(english).toHaveLength(5)
    const others = LOCALES.map((locale) => locale.code).filter((code) => code !== locales.default)
    expect(others).toContain('ar')
    for (const code of others) {
      for (const entry of english) expect(entries).toContain(`/${code}${entry}`)
    }
  })

  it('has the pages of signed links in every language, under its prefix (proxy.ts checks their tokens)', async () => {
    const { config } = await import('@/proxy')
    const entries = config.matcher.filter((item): item is string => typeof item === 'string')
    const signed = ['/newsletter/:path*', '/privacy-request/:path*']
    for (const code of locales.codes) {
      for (const entry of signed) expect(entries).toContain(locales.localize(entry, code))
    }
  })
})

describe("another language's paths (issue 44)", () => {
  const table = buildSiteRedirects({
    ...BILINGUAL,
    redirects: [
      { _id: 'ar1', from: '/ar/old', to: '/ar/new', permanent: true },
      { _id: 'ar2', from: '/ar/services/seo', to: '/ar/contact', permanent: true },
    ],
    gone: ['/ar/services/retired', '/ar/services/seo'],
  })

  it("are live pages from that language's documents, under its prefix", () => {
    expect(isLive('/ar/services/seo', table)).toBe(true)
    expect(isLive('/AR/Services/SEO/', table)).toBe(true)
    expect(isLive('/ar/our-work/acme', table)).toBe(true)
    expect(isLive('/ar/blogs/marhaba', table)).toBe(true)
    expect(isLive('/ar/codehome-global-agency', table)).toBe(true)
    // An English document has no Arabic page of its own, an Arabic one no English page, and a
    // document in a language the site does not have no page at all.
    expect(isLive('/ar/services/ppc', table)).toBe(false)
    expect(isLive('/ar/blogs/hello-world', table)).toBe(false)
    expect(isLive('/blogs/marhaba', table)).toBe(false)
    expect(isLive('/services/fr-only', table)).toBe(false)
    expect(isLive('/fr/services/fr-only', table)).toBe(false)
  })

  it('leave the English entries exactly as an English-only table has them', () => {
    const english = buildSiteRedirects({ ...CONTENT, redirects: [], gone: [] })
    const both = buildSiteRedirects({ ...BILINGUAL, redirects: [], gone: [] })
    expect([...both.live].filter((path) => !path.startsWith('/ar/')).sort()).toEqual(
      [...english.live].sort(),
    )
    expect(both.aliases).toEqual(english.aliases)
    expect(both.localeAliases.get('en')).toBe(both.aliases)
    expect([...both.live].filter((path) => path.startsWith('/ar/')).sort()).toEqual([
      '/ar/blogs/marhaba',
      '/ar/codehome-global-agency',
      '/ar/our-work/acme',
      '/ar/services/seo',
    ])
  })

  it('redirect an alias to the canonical page in the same language', () => {
    expect(aliasTarget('/ar/services/tahseen-mohrekat-albahth', table)).toBe('/ar/services/seo')
    expect(aliasTarget('/ar/our-work/acme-old', table)).toBe('/ar/our-work/acme')
    expect(aliasTarget('/ar/case-study/acme', table)).toBe('/ar/our-work/acme')
    expect(aliasTarget('/ar/case-study/acme-old/', table)).toBe('/ar/our-work/acme')
    expect(aliasTarget('/ar/services/seo', table)).toBeNull()
    // Each language's own aliases: the English alias is no Arabic path, nor the Arabic one English.
    expect(aliasTarget('/ar/services/search-engine-optimization', table)).toBeNull()
    expect(aliasTarget('/services/tahseen-mohrekat-albahth', table)).toBeNull()
    expect(aliasTarget('/ar/services/fr-alias', table)).toBeNull()
    // English as before.
    expect(aliasTarget('/services/search-engine-optimization', table)).toBe('/services/seo')
    expect(aliasTarget('/case-study/acme', table)).toBe('/our-work/acme')
    expect(aliasTarget('/our-work/acme-old', table)).toBeNull()
  })

  it("follow editors' redirects and gone records by the full path; a live page wins", () => {
    expect(answerPath('/ar/old', table)).toEqual({
      kind: 'redirect',
      location: '/ar/new',
      status: 308,
      ruleId: 'ar1',
    })
    expect(answerPath('/old', table)).toBeNull()
    expect(answerPath('/ar/services/retired', table)).toEqual({ kind: 'gone' })
    expect(answerPath('/services/retired', table)).toBeNull()
    expect(answerPath('/ar/services/seo', table)).toBeNull()
    expect(answerPath('/ar/services/unknown', table)).toBeNull()
  })

  it('are live pages for the Studio, which refuses a redirect from one', async () => {
    const live = livePathCheck(BILINGUAL)
    expect(live('/ar/services/seo')).toBe(true)
    expect(live('/ar/services/tahseen-mohrekat-albahth')).toBe(true)
    expect(live('/ar/our-work/acme-old')).toBe(true)
    expect(live('/ar/blogs/marhaba')).toBe(true)
    expect(live('/ar/codehome-global-agency')).toBe(true)
    expect(live('/ar/about')).toBe(true)
    expect(live('/ar')).toBe(true)
    expect(live('/ar/services/search-engine-optimization')).toBe(false)
    expect(live('/ar/spring')).toBe(false)
    expect(live('/blogs/marhaba')).toBe(false)
    const load = async () => ({ ...BILINGUAL, others: [] })
    expect(await checkRedirect({ _id: 'r', from: '/ar/services/seo', to: '/ar' }, load)).toContain(
      '/ar/services/seo is a live page',
    )
    expect(
      await checkRedirect({ _id: 'r', from: '/ar/spring', to: '/ar/services/seo' }, load),
    ).toBe(true)
  })
})

describe('the page cache', () => {
  it('keeps no redirect answered by a page: an unpublished redirect ends at once', async () => {
    const { isRedirect } = await import('@/web/cache/cache-handler.mjs')
    for (const status of [307, 308]) expect(isRedirect({ kind: 'APP_PAGE', status })).toBe(true)
    expect(isRedirect({ kind: 'APP_PAGE', status: 200 })).toBe(false)
    expect(isRedirect({ kind: 'APP_PAGE' })).toBe(false)
    expect(isRedirect(null)).toBe(false)
  })
})

describe('a path that no page answers', () => {
  const table = buildSiteRedirects({
    ...CONTENT,
    redirects: [
      { _id: 'r1', from: '/spring', to: '/services/seo', permanent: false },
      { _id: 'r2', from: '/blogs/old-post', to: '/blogs/hello-world', permanent: true },
      { _id: 'r3', from: '/services/seo', to: '/contact', permanent: true },
      { _id: 'drafts.r4', from: '/draft-only', to: '/contact', permanent: true },
    ],
    gone: ['/services/retired', '/blogs/old-post'],
  })

  it('follows a redirect, which wins over a gone record', () => {
    expect(answerPath('/spring', table)).toEqual({
      kind: 'redirect',
      location: '/services/seo',
      status: 307,
      ruleId: 'r1',
    })
    expect(answerPath('/blogs/old-post', table)).toMatchObject({ kind: 'redirect', status: 308 })
  })

  it('answers gone for a removed document', () => {
    expect(answerPath('/services/retired', table)).toEqual({ kind: 'gone' })
    expect(answerPath('/services/retired/', table)).toEqual({ kind: 'gone' })
  })

  it('leaves live pages, drafts and unknown paths alone', () => {
    expect(answerPath('/services/seo', table)).toBeNull()
    expect(answerPath('/draft-only', table)).toBeNull()
    expect(answerPath('/nothing-here', table)).toBeNull()
    expect(answerPath('/%E0%A4%A', table)).toBeNull()
  })
})

describe('a redirect never leaves the site (issue 42, item 3)', () => {
  const SITE = 'https://site.example'
  const SHOP = 'shop.example.com'
  const table = buildSiteRedirects({
    ...CONTENT,
    redirects: [
      { _id: 'go', from: '/go/:slug', to: '/:slug', permanent: true },
      { _id: 'old', from: '/old/*', to: '/*', permanent: true },
      { _id: 'pair', from: '/pair/:a/*', to: '/:a/x/*', permanent: false },
      { _id: 'shop', from: '/shop/*', to: `https://${SHOP}/*`, permanent: true },
      { _id: 'query', from: '/q/:term', to: `https://${SHOP}/search?q=:term`, permanent: true },
    ],
    gone: [],
  })

  /** Where a browser goes with this Location, from a page of the site. */
  const followed = (location: string) => new URL(location, `${SITE}/anywhere`)

  /** A Location Node can send: no control characters (and so no header injection). */
  const sendable = (location: string) => {
    try {
      validateHeaderValue('location', location)
      return true
    } catch {
      return false
    }
  }

  /** The answer for a path as a browser would send it (through the URL parser, as Next does). */
  const answer = (raw: string) => {
    const { pathname } = new URL(raw, SITE)
    const found = answerPath(pathname, table)
    return found?.kind === 'redirect' ? found : null
  }

  it.each([
    ['/go/%5Cevil.example', '/%5Cevil.example'],
    ['/go/%09evil.example', '/%09evil.example'],
    ['/old/%09/evil.example', '/%09/evil.example'],
    ['/old/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['/go/%C3%A9t%C3%A9', '/%C3%A9t%C3%A9'],
  ])('encodes what a visitor put in the path: %s → %s', (path, location) => {
    expect(answer(path)?.location).toBe(location)
    expect(followed(location).host).toBe('site.example')
  })

  it.each(['/old//evil.example', '/old/%2F/evil.example', '/old///evil.example'])(
    'sends no location that starts "//": %s has no redirect',
    (path) => {
      const found = answer(path)
      if (found) expect(followed(found.location).host).toBe('site.example')
      expect(answerPath('/old//evil.example', table)).toBeNull()
    },
  )

  it('a "*" that matched nothing leads home, not to an empty Location', () => {
    expect(answer('/old')?.location).toBe('/')
    expect(fillTarget('/*', { '*': '' })).toBe('/')
  })

  it('keeps escapes the path already had, and a "%" that starts none is encoded', () => {
    expect(encodeMatched('a%2Fb')).toBe('a%2Fb')
    expect(encodeMatched('100%')).toBe('100%25')
    expect(encodeMatched('\\\t\u0000 ?#')).toBe('%5C%09%00%20%3F%23')
    expect(encodeMatched('\uD800')).toBe('%EF%BF%BD')
  })

  /** Raw path text as a hostile link could carry it: escapes, slashes, controls, dots. */
  const hostilePiece = fc.oneof(
    fc.constantFrom(
      '\\',
      '/',
      '//',
      '%5C',
      '%5c',
      '%2F',
      '%2f',
      '%09',
      '%0A',
      '%0D',
      '%00',
      '%20',
      '%25',
      '%3F',
      '%23',
      '\t',
      '\n',
      '.',
      '..',
      '@',
      ':',
      'evil.example',
      'https:',
      '%E2%80%AE',
      'é',
    ),
    fc.string({ maxLength: 4 }),
  )
  const hostileRest = fc.array(hostilePiece, { minLength: 1, maxLength: 8 }).map((p) => p.join(''))

  it('property: whatever a visitor puts after a rule’s prefix, the location stays on the site or on the typed host', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/go/', '/old/', '/pair/', '/shop/', '/q/'),
        hostileRest,
        (prefix, rest) => {
          let pathname: string
          try {
            pathname = new URL(`${prefix}${rest}`, SITE).pathname
          } catch {
            return
          }
          const found = answerPath(pathname, table)
          if (found?.kind !== 'redirect') return
          expect(sendable(found.location), found.location).toBe(true)
          expect(found.location).not.toMatch(/^\/[/\\]/)
          const host = followed(found.location).host
          expect(host, `${pathname} → ${found.location}`).toBe(
            found.ruleId === 'shop' || found.ruleId === 'query' ? SHOP : 'site.example',
          )
        },
      ),
      { numRuns: 2000 },
    )
  })

  /** A target an editor could type, from pieces that could lead off the site. */
  const targetPiece = fc.constantFrom(
    '/',
    '//',
    '\\',
    ':slug',
    '*',
    'evil.example',
    'https://',
    `${SHOP}`,
    '@',
    '.',
    '?',
    '#',
    '%5C',
    '\t',
    'x',
  )
  const target = fc.array(targetPiece, { minLength: 1, maxLength: 6 }).map((p) => p.join(''))

  it('property: a target the Studio accepts cannot be filled in to lead elsewhere', () => {
    const from = '/promo/:slug/*'
    fc.assert(
      fc.property(target, hostileRest, hostileRest, (to, slug, rest) => {
        if (toProblem(to, from)) return
        const typedHost = to.startsWith('https://') ? new URL(to).host : 'site.example'
        const rules = orderRules([rule('r', from, to)])
        let pathname: string
        try {
          pathname = new URL(`/promo/${slug}/${rest}`, SITE).pathname
        } catch {
          return
        }
        let decoded: string
        try {
          decoded = decodeURI(pathname)
        } catch {
          return
        }
        const found = matchRedirect(decoded, rules)
        if (!found) return
        expect(sendable(found.location), found.location).toBe(true)
        expect(followed(found.location).host, `${to}: ${pathname} → ${found.location}`).toBe(
          typedHost,
        )
      }),
      { numRuns: 3000 },
    )
  })

  it.each([
    ['/\\evil.example', 'backslash'],
    ['/\\:slug', 'backslash'],
    ['/:slug\\x', 'backslash'],
    ['/a\u0000b', 'control'],
    ['https://*', 'host is fixed'],
    ['https://:slug.example.com/', 'valid https'],
    ['https://shop.example.com*', 'host is fixed'],
    ['https://:slug@shop.example.com/', 'host is fixed'],
    ['https://x.example.com@:slug/', 'valid https'],
  ])(
    'the Studio refuses the target %j, which a visitor could fill in to lead elsewhere',
    (to, message) => {
      expect(toProblem(to, '/promo/:slug/*')).toContain(message)
    },
  )

  it('and still accepts the rules editors write', () => {
    expect(toProblem('/:slug', '/go/:slug')).toBeNull()
    expect(toProblem('/*', '/old/*')).toBeNull()
    expect(toProblem(`https://${SHOP}/*`, '/shop/*')).toBeNull()
    expect(toProblem(`https://${SHOP}:8443/search?q=:term`, '/q/:term')).toBeNull()
  })
})
