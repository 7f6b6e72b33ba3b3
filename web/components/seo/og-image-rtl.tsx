/**
 * The share card of a right-to-left page (Arabic): ./og-image.tsx's card mirrored, the brand at the
 * top right, the text aligned right, the rule at the bottom left. Its text is shaped and ordered
 * by ./og-text.ts and set as images, since satori cannot (the same colours and sizes as the English
 * card; Arabic gets taller lines for its marks, and neither capitals nor letter-spacing, which
 * would break its joined letters).
 */
import type { CSSProperties, ReactElement } from 'react'
import { BRAND_MARK, CARD_FRAME, type CardText, CLOSING_RULE } from './og-card'
import { layoutText, svgDataUri, type TextBlock, type TextStyle } from './og-text'

/** A block of shaped text as satori lays it out: the lines' box, the bleed drawn outside it. */
function Text({ block, style }: { block: TextBlock; style?: CSSProperties }) {
  const { width, height, bleed, svg } = block
  return (
    // satori draws an <img> (next/image is not for it)
    <img
      src={svgDataUri(svg)}
      width={width + 2 * bleed.x}
      height={height + 2 * bleed.y}
      alt=""
      style={{ margin: `${-bleed.y}px ${-bleed.x}px`, ...style }}
    />
  )
}

/** The card's element for next/og, `width` × `height` px. */
export async function rtlCardElement(
  card: CardText,
  { width }: { width: number; height: number },
): Promise<ReactElement> {
  const { brandName, eyebrow, title, description, footer } = card
  const inner = width - 2 * 72
  const text = (value: string, style: Omit<TextStyle, 'maxWidth'> & { maxWidth?: number }) =>
    layoutText(value, { maxWidth: inner, ...style })
  const titleSize = title.length > 40 ? 60 : 76
  const titleBlock = await text(title, {
    size: titleSize,
    lineHeight: 1.25,
    // Three lines of the smaller size alone, two above a description (as much as the card holds).
    maxLines: description ? 2 : 3,
    weight: 500,
    color: 'white',
  })
  const [initial, brand, eyebrowBlock, descriptionBlock, footerBlock] = await Promise.all([
    text(Array.from(brandName)[0] ?? '', { size: 34, lineHeight: 1.3, color: '#1d4ed8' }),
    text(brandName, { size: 34, lineHeight: 1.3, color: 'white', maxLines: 1 }),
    eyebrow ? text(eyebrow, { size: 24, lineHeight: 1.4, color: '#bae6fd', maxLines: 1 }) : null,
    description
      ? text(description, {
          size: 28,
          lineHeight: 1.5,
          color: '#dbeafe',
          maxWidth: 980,
          // Three lines under a one- or two-line title, two under a longer one.
          maxLines: titleBlock.lines.length > 2 ? 2 : 3,
        })
      : null,
    footer
      ? text(footer, {
          size: 22,
          lineHeight: 1.3,
          color: '#bfdbfe',
          maxWidth: inner - 180,
          maxLines: 1,
        })
      : null,
  ])
  return (
    <div style={CARD_FRAME}>
      <div style={{ display: 'flex', flexDirection: 'row-reverse', alignItems: 'center', gap: 18 }}>
        <div style={BRAND_MARK}>
          <Text block={initial} />
        </div>
        <Text block={brand} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
        {eyebrowBlock ? (
          <Text block={eyebrowBlock} style={{ marginBottom: 18 - eyebrowBlock.bleed.y }} />
        ) : null}
        <Text block={titleBlock} />
        {descriptionBlock ? (
          <Text block={descriptionBlock} style={{ marginTop: 26 - descriptionBlock.bleed.y }} />
        ) : null}
      </div>
      <div
        style={{ display: 'flex', flexDirection: 'row-reverse', justifyContent: 'space-between' }}
      >
        {footerBlock ? <Text block={footerBlock} /> : <div style={{ display: 'flex' }} />}
        <div style={CLOSING_RULE} />
      </div>
    </div>
  )
}
