/**
 * What the content image component puts in the page: an optimised srcset (next/image's optimizer
 * for local raster files, Sanity's pipeline with the editor's crop for uploads), the CMS's
 * alternative text, and the blur placeholder from `lqip` while the page's first image loads.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SanityImage } from '@/web/components/ui/sanity-image'

const LQIP =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODw=='

const render = (props: Parameters<typeof SanityImage>[0]) =>
  renderToStaticMarkup(createElement(SanityImage, props))

describe('SanityImage', () => {
  it('sends a local mock-up through next/image with its alt text and a blur placeholder', () => {
    const html = render({
      priority: true,
      image: {
        url: '/images/work/shopsmart-ecommerce.webp',
        width: 1600,
        height: 900,
        alt: 'The ShopSmart store in a browser',
        lqip: LQIP,
      },
      sizes: '(min-width: 1024px) 400px, 100vw',
    })
    expect(html).toContain('alt="The ShopSmart store in a browser"')
    expect(html).toMatch(
      /src="\/_next\/image\?url=%2Fimages%2Fwork%2Fshopsmart-ecommerce\.webp&amp;w=\d+&amp;q=75"/,
    )
    expect(html).toContain('sizes="(min-width: 1024px) 400px, 100vw"')
    expect(html).toMatch(/style="[^"]*background-image:url\(&quot;data:image\/svg\+xml/)
    expect(html).toContain(`href=&#x27;${LQIP}&#x27;`)
    expect(html).toContain('fetchPriority="high"')
  })

  it('leaves the placeholder out of a lazy image (issue 46: it loads before it is seen)', () => {
    const html = render({
      image: { url: '/images/work/shopsmart-ecommerce.webp', width: 1600, height: 900, lqip: LQIP },
      sizes: '400px',
    })
    expect(html).toContain('loading="lazy"')
    expect(html).not.toContain('background-image')
    expect(html).not.toContain('data:image')
  })

  it('gives an image of one width in pixels the srcset of that width: a file for 1x and for 2x', () => {
    const html = render({
      image: { url: '/images/work/shopsmart-ecommerce.webp', width: 1600, height: 900 },
      sizes: '360px',
    })
    const srcset = /srcSet="([^"]+)"/.exec(html)![1]!
    expect(srcset.split(', ')).toEqual([
      '/_next/image?url=%2Fimages%2Fwork%2Fshopsmart-ecommerce.webp&amp;w=384&amp;q=75 1x',
      '/_next/image?url=%2Fimages%2Fwork%2Fshopsmart-ecommerce.webp&amp;w=750&amp;q=75 2x',
    ])
    expect(html).not.toContain('sizes=')
    // The same shape as the file, at the width it is drawn.
    expect(html).toContain('width="360" height="203"')
    // A width that depends on the screen keeps a srcset of every width.
    const fluid = render({
      image: { url: '/images/work/shopsmart-ecommerce.webp', width: 1600, height: 900 },
      sizes: '(min-width: 1024px) 360px, 100vw',
    })
    expect(/srcSet="([^"]+)"/.exec(fluid)![1]!.split(', ').length).toBeGreaterThan(5)
  })

  it('loads the priority image eagerly and leaves the placeholder out when asked', () => {
    const html = render({
      image: { url: '/images/clients/lumina-retail.svg', width: 336, height: 120, lqip: LQIP },
      sizes: '200px',
      alt: 'Lumina Retail',
      blur: false,
      priority: true,
    })
    expect(html).toContain('src="/images/clients/lumina-retail.svg"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).not.toContain('background-image')
  })

  it('asks Sanity for each srcset width with the editor crop and hotspot', () => {
    const html = render({
      image: {
        url: 'https://cdn.sanity.io/images/abc123/production/0123456789abcdef-1200x800.jpg',
        width: 1200,
        height: 800,
        alt: 'A team workshop',
        crop: { top: 0.1, bottom: 0.1, left: 0, right: 0 },
        hotspot: { x: 0.3, y: 0.6 },
        lqip: LQIP,
      },
      sizes: '100vw',
      fill: true,
      priority: true,
    })
    const srcset = /srcSet="([^"]+)"/.exec(html)![1]!
    expect(srcset).toContain(
      'https://cdn.sanity.io/images/abc123/production/0123456789abcdef-1200x800.jpg?rect=0,80,1200,640',
    )
    expect(srcset).toMatch(/w=640[^,]* 640w/)
    expect(html).toContain('object-position:30% 60%')
    expect(html).toContain('background-image')
  })
})
