/**
 * The site's plain links (web/components/ui/link.tsx) are followed by the router
 * (web/components/shell/link-navigation.tsx): a plain click on an in-app page, with its `#`,
 * and nothing else — a modifier key or another button opens a tab or a window as the browser does.
 */
import { describe, expect, it } from 'vitest'
import { inAppUrl } from '@/web/components/shell/intent-prefetch'
import { plainClick } from '@/web/components/shell/link-navigation'

const here = new URL('https://codehome.example/services') as unknown as Location

const anchor = (href: string, attributes: Record<string, string> = {}) =>
  ({
    href: new URL(href, here.href).href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
  }) as unknown as HTMLAnchorElement

const click = (init: Partial<MouseEvent> = {}) =>
  ({
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...init,
  }) as MouseEvent

describe('link navigation', () => {
  it('takes a plain click with the main button, and no other', () => {
    expect(plainClick(click())).toBe(true)
    for (const init of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(plainClick(click(init)), JSON.stringify(init)).toBe(false)
    }
  })

  it('follows an in-app page with its query and #, and leaves the rest to the browser', () => {
    const path = (href: string, attributes?: Record<string, string>) => {
      const url = inAppUrl(anchor(href, attributes), here)
      return url && url.pathname + url.search + url.hash
    }
    expect(path('/services/seo#packages')).toBe('/services/seo#packages')
    expect(path('/blogs?page=2')).toBe('/blogs?page=2')
    // A jump on this page, a new tab, a download, another site, the Studio: the browser's.
    expect(path('/services#faq')).toBeNull()
    expect(path('/about', { target: '_blank' })).toBeNull()
    expect(path('/brochure.pdf', { download: '' })).toBeNull()
    expect(path('https://partners.google.com/')).toBeNull()
    expect(path('tel:+12125550142')).toBeNull()
    expect(path('/studio')).toBeNull()
  })
})
