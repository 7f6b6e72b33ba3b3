/**
 * Which links the site prefetches when the visitor reaches for them (web/components/shell/
 * intent-prefetch.tsx, issue 15): in-app pages only, never the page itself, a new tab, a
 * download, another origin, the Studio, the API or the lead desk.
 */
import { describe, expect, it } from 'vitest'
import { prefetchablePath } from '@/web/components/shell/intent-prefetch'

const here = new URL('https://codehome.example/services?category=1') as unknown as Location

function anchor(href: string, attributes: Record<string, string> = {}) {
  return {
    href: new URL(href, here.href).href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
  } as unknown as HTMLAnchorElement
}

describe('prefetchablePath', () => {
  it('gives the path and query of an in-app page', () => {
    expect(prefetchablePath(anchor('/services/seo'), here)).toBe('/services/seo')
    expect(prefetchablePath(anchor('/blogs?page=2'), here)).toBe('/blogs?page=2')
    expect(prefetchablePath(anchor('/services'), here)).toBe('/services')
    expect(prefetchablePath(anchor('/services/seo#packages'), here)).toBe('/services/seo')
  })

  it('leaves out the page itself, new tabs, downloads and other origins', () => {
    expect(prefetchablePath(anchor('/services?category=1'), here)).toBeNull()
    expect(prefetchablePath(anchor('/services?category=1#top'), here)).toBeNull()
    expect(prefetchablePath(anchor('/about', { target: '_blank' }), here)).toBeNull()
    expect(prefetchablePath(anchor('/brochure.pdf', { download: '' }), here)).toBeNull()
    expect(prefetchablePath(anchor('https://partners.google.com/'), here)).toBeNull()
    expect(prefetchablePath(anchor('mailto:hello@codehome.example'), here)).toBeNull()
  })

  it('leaves out what is not a page of the site: the Studio, the API, the lead desk', () => {
    expect(prefetchablePath(anchor('/studio'), here)).toBeNull()
    expect(prefetchablePath(anchor('/studio/structure'), here)).toBeNull()
    expect(prefetchablePath(anchor('/api/leads'), here)).toBeNull()
    expect(prefetchablePath(anchor('/admin/leads'), here)).toBeNull()
    expect(prefetchablePath(anchor('/studios-we-admire'), here)).toBe('/studios-we-admire')
  })
})
