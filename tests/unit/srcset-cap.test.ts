/**
 * A srcset cut to the files a screen can pick (web/lib/srcset-cap.ts): the widest an image is
 * drawn, read from `sizes`, at density 3 at most.
 */
import { describe, expect, it } from 'vitest'
import { capSrcSet, widestDrawn } from '@/web/lib/srcset-cap'
import { sanityImageProps } from '@/web/components/ui/sanity-image'

describe('widestDrawn', () => {
  it('reads the widest CSS width of a list of conditions', () => {
    // 620 px from 1024; half of at most 1024 from 640; 85 % of at most 640 below.
    expect(widestDrawn('(min-width: 1024px) 620px, (min-width: 640px) 50vw, 85vw')).toBe(620)
    expect(widestDrawn('(min-width: 1024px) 300px, (min-width: 640px) 50vw, 85vw')).toBe(544)
    expect(widestDrawn('(min-width: 64rem) 400px, 100vw')).toBe(1024)
    expect(widestDrawn('360px')).toBe(360)
  })

  it('has no bound when the widest screens draw it by the viewport, or it cannot read sizes', () => {
    expect(widestDrawn('100vw')).toBeNull()
    expect(widestDrawn('(min-width: 1024px) 50vw, 100vw')).toBeNull()
    expect(widestDrawn('(max-width: 640px) 100vw, 600px')).toBeNull()
    expect(widestDrawn('(min-width: 1024px) calc(50vw - 2rem), 100vw')).toBeNull()
    expect(widestDrawn('(min-width: 640px) 50vw, (min-width: 1024px) 600px, 100vw')).toBeNull()
  })
})

describe('capSrcSet', () => {
  const list = [384, 640, 828, 1080, 1200, 1920, 2560].map((w) => `/i?w=${w} ${w}w`).join(', ')

  it('keeps the files up to the first that covers the width at density 3', () => {
    expect(capSrcSet(list, 620)).toEqual({
      srcSet:
        '/i?w=384 384w, /i?w=640 640w, /i?w=828 828w, /i?w=1080 1080w, /i?w=1200 1200w, /i?w=1920 1920w',
      src: '/i?w=1920',
    })
    expect(capSrcSet(list, 300)?.src).toBe('/i?w=1080')
    // Wider than the widest file: all of them.
    expect(capSrcSet(list, 1216)).toEqual({ srcSet: list, src: '/i?w=2560' })
  })

  it('leaves a srcset of densities alone', () => {
    expect(capSrcSet('/i?w=384 1x, /i?w=828 2x', 360)).toBeNull()
  })
})

describe('an image with sizes', () => {
  it('offers only the widths its sizes can use, and takes the widest of them as src', () => {
    const props = sanityImageProps({
      image: { url: '/images/work/shopsmart-ecommerce.webp', width: 1600, height: 900, alt: '' },
      fill: true,
      sizes: '(min-width: 1024px) 300px, (min-width: 640px) 50vw, 85vw',
    })!
    const widths = [...props.srcSet!.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]))
    expect(Math.max(...widths)).toBe(1920)
    expect(props.src).toBe(
      '/_next/image?url=%2Fimages%2Fwork%2Fshopsmart-ecommerce.webp&w=1920&q=75',
    )
  })
})
