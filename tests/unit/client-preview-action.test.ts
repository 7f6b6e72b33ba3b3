/**
 * The Studio's "Preview link for a client" action: where it sends the editor (the admin's preview
 * links with the page filled in), and what its tooltip says when it cannot.
 */
import { describe, expect, it } from 'vitest'
import { clientPreviewHref, clientPreviewUnavailable } from '@/studio/client-preview-action'

const slug = (current: string) => ({ current })

describe('Preview link for a client', () => {
  it("opens the admin's preview links with the document's page and title filled in", () => {
    expect(clientPreviewHref('service', { slug: slug('seo'), title: 'SEO' })).toBe(
      '/admin/preview-links?path=%2Fservices%2Fseo&label=SEO',
    )
    expect(clientPreviewHref('page', { slug: slug('spring-offer'), kind: 'company' })).toBe(
      '/admin/preview-links?path=%2Fspring-offer',
    )
    expect(clientPreviewUnavailable('blogPost', { slug: slug('a-post') })).toBeNull()
  })

  it('says why it is off: no slug yet, or a landing page (its path is typed in the admin)', () => {
    expect(clientPreviewUnavailable('service', { title: 'New service' })).toBe(
      'Give it a slug first',
    )
    expect(clientPreviewUnavailable('page', { slug: slug('global-agency'), kind: 'landing' })).toBe(
      'For a landing page, make the link in the admin (Preview links) with its path',
    )
  })
})
