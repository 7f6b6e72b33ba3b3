/**
 * What both share cards are made of (./og-image.tsx left to right, ./og-image-rtl.tsx mirrored):
 * the card's text and the styles of its frame, brand mark and closing rule.
 */
import type { CSSProperties } from 'react'

export interface CardText {
  brandName: string
  eyebrow?: string | null
  title: string
  description?: string | null
  footer?: string | null
}

/** The card: brand blue, a light in the top corner, the three rows spaced over it. */
export const CARD_FRAME: CSSProperties = {
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  padding: '64px 72px',
  color: 'white',
  backgroundColor: '#1d4ed8',
  backgroundImage:
    'radial-gradient(circle at 85% 15%, rgba(125,211,252,0.45), transparent 45%), linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 55%, #3b82f6 100%)',
}

/** The white tile holding the brand's initial. */
export const BRAND_MARK: CSSProperties = {
  width: 56,
  height: 56,
  borderRadius: 16,
  background: 'white',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
}

/** The short rule at the foot, opposite the footer line. */
export const CLOSING_RULE: CSSProperties = {
  display: 'flex',
  width: 120,
  height: 6,
  borderRadius: 3,
  background: 'rgba(255,255,255,0.6)',
}
