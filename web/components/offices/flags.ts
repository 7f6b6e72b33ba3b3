import 'server-only'
/**
 * Country flags as SVG images (the country-flag-icons package), so they look the same everywhere:
 * emoji flags are boxes on Linux and Android without an emoji font and letter pairs on Windows.
 * The CMS keeps each office's flag emoji (`flagEmoji`, a field the spec names); its two regional
 * indicator letters are the country's ISO code, which picks the drawing.
 */
import * as FLAGS from 'country-flag-icons/string/3x2'
import type { Office } from '@/web/content'

const REGIONAL_A = 0x1f1e6

/** The ISO 3166-1 code of a flag emoji ('🇺🇸' → 'US'), or null when it is not a country flag. */
export function countryCodeOfFlag(emoji: string | null | undefined): string | null {
  const points = [...(emoji ?? '').trim()].map((char) => char.codePointAt(0)!)
  if (points.length !== 2 || points.some((p) => p < REGIONAL_A || p > REGIONAL_A + 25)) return null
  return String.fromCharCode(...points.map((p) => p - REGIONAL_A + 65))
}

const DRAWINGS = FLAGS as Record<string, string | undefined>
/** An ISO 3166-1 alpha-2 code, as the package names its country drawings. */
const COUNTRY_CODE = /^[A-Z]{2}$/

/** The ISO codes of every flag drawn, each served as `/flags/{code}.svg` (app/flags). */
export const FLAG_CODES = Object.keys(DRAWINGS).filter((code) => COUNTRY_CODE.test(code))

/** The SVG drawing of a country's flag, or null when the package has none. */
export function flagSvg(code: string): string | null {
  return COUNTRY_CODE.test(code) ? (DRAWINGS[code] ?? null) : null
}

/** The flag of a flag emoji as an image source (`/flags/US.svg`), or null when there is none. */
export function flagImage(emoji: string | null | undefined): string | null {
  const code = countryCodeOfFlag(emoji)
  return code && flagSvg(code) ? `/flags/${code}.svg` : null
}

/** Offices with their flag images, for the offices section and the footer's presence strip. */
export const withFlags = <T extends Pick<Office, 'flagEmoji'>>(offices: T[]) =>
  offices.map((office) => ({ ...office, flag: flagImage(office.flagEmoji) }))
