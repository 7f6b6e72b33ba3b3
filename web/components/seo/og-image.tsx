/**
 * Open Graph cards (1200×630 PNG) drawn with next/og from CMS text. No network: the font is the
 * one next/og bundles, and the card has no remote images or emoji. A right-to-left language's card
 * (`locale: 'ar'`) is the same card mirrored, its text shaped by HarfBuzz (./og-image-rtl.tsx).
 */
import type { Metadata } from 'next'
import { ImageResponse } from 'next/og'
import { type Locale, locales } from '@/core/i18n/locales'
import { cleanContent } from '@/web/content/stega'
import { BRAND_MARK, CARD_FRAME, type CardText, CLOSING_RULE } from './og-card'
import { rtlCardElement } from './og-image-rtl'

export const OG_SIZE = { width: 1200, height: 630 }
export const OG_CONTENT_TYPE = 'image/png'

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`

interface OgCard extends CardText {
  /** The page's language: English when absent. */
  locale?: Locale
}

/** The card drawn right to left: the language's text shaped first, so the response comes later. */
async function rtlOgImage(card: OgCard) {
  return new ImageResponse(await rtlCardElement(card, OG_SIZE), { ...OG_SIZE })
}

export function ogImage(card: OgCard & { locale?: 'en' }): ImageResponse
export function ogImage(card: OgCard): ImageResponse | Promise<ImageResponse>
export function ogImage(card: OgCard) {
  if (card.locale && locales.entry(card.locale).dir === 'rtl') {
    return rtlOgImage(cleanContent({ ...card, locale: undefined }))
  }
  // An editor's preview carries invisible edit links (stega) in CMS text; a share card must not.
  const { brandName, eyebrow, title, description, footer } = cleanContent(card)
  return new ImageResponse(
    <div style={CARD_FRAME}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <div style={{ ...BRAND_MARK, color: '#1d4ed8', fontSize: 34 }}>{brandName.slice(0, 1)}</div>
        <div style={{ display: 'flex', fontSize: 34, letterSpacing: -0.5 }}>{brandName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {eyebrow ? (
          <div
            style={{
              display: 'flex',
              fontSize: 24,
              letterSpacing: 4,
              textTransform: 'uppercase',
              color: '#bae6fd',
              marginBottom: 18,
            }}
          >
            {eyebrow}
          </div>
        ) : null}
        <div
          style={{
            display: 'flex',
            fontSize: title.length > 40 ? 60 : 76,
            lineHeight: 1.08,
            letterSpacing: -1.5,
          }}
        >
          {clip(title, 90)}
        </div>
        {description ? (
          <div
            style={{
              display: 'flex',
              marginTop: 26,
              fontSize: 28,
              lineHeight: 1.4,
              color: '#dbeafe',
              maxWidth: 980,
            }}
          >
            {clip(description, 150)}
          </div>
        ) : null}
      </div>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', fontSize: 22, color: '#bfdbfe' }}
      >
        <div style={{ display: 'flex' }}>{footer ?? ''}</div>
        <div style={CLOSING_RULE} />
      </div>
    </div>,
    { ...OG_SIZE },
  )
}

/**
 * The share card of a page without its own drawing: the title and description of its metadata
 * (the page's `generateMetadata`, so card and tags say the same), the brand as the eyebrow unless
 * one is given. Served by the page's `opengraph-image` route, which Next names in its `og:image`
 * and `twitter:image` (issue 45: not the site's one /og.png).
 */
export async function metadataCard(
  metadata: Metadata | Promise<Metadata>,
  card: { brandName: string; eyebrow?: string | null; footer?: string | null; locale?: Locale },
) {
  const { title, description } = await metadata
  const text =
    typeof title === 'string'
      ? title
      : title && 'absolute' in title
        ? title.absolute
        : title && 'default' in title
          ? title.default
          : card.brandName
  const suffix = ` | ${card.brandName}`
  return ogImage({
    brandName: card.brandName,
    eyebrow: card.eyebrow ?? card.brandName,
    title: text.endsWith(suffix) ? text.slice(0, -suffix.length) : text,
    description,
    footer: card.footer,
    locale: card.locale,
  })
}
