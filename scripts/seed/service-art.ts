/**
 * The service heroes: each service's own scene of what it is about (an outside review called the
 * single objects on a coloured shape that were here clip-art beside the pages' interface scenes),
 * drawn with service-art-kit.ts in the service's palette. Wordless, so one file serves every
 * language; its alternative text is written here in each.
 */
import type { Artwork } from './artwork'
import { SERVICES, type ServiceSlug } from './catalogue'
import { H, PALETTES, type Scene, serviceSvg, W } from './service-art-kit'
import { SCENES as BRANDING } from './service-art-branding-creative'
import { SCENES as DATA } from './service-art-data-automation'
import { SCENES as DESIGN } from './service-art-design-development'
import { SCENES as MARKETING } from './service-art-marketing'

/** Services' scenes and what each shows (its English alternative text). */
export type ServiceArt = Partial<Record<ServiceSlug, { scene: Scene; alt: string }>>

const SCENES: ServiceArt = { ...MARKETING, ...DESIGN, ...BRANDING, ...DATA }

export const serviceArtPath = (slug: string) => `images/services/${slug}.svg`

function sceneOf(slug: ServiceSlug) {
  const entry = SCENES[slug]
  if (!entry)
    throw new Error(`The service ${slug} has no hero scene (scripts/seed/service-art-*.ts)`)
  return entry
}

/** What each service's picture shows, in English: its alternative text. */
export const serviceArtDescription = (slug: ServiceSlug) => sceneOf(slug).alt

/**
 * A service's hero picture, in the palette of its place in the catalogue (eight palettes in turn,
 * so neighbours on /services and within a category differ).
 */
export function serviceArt(slug: ServiceSlug): Artwork {
  const palette =
    PALETTES[SERVICES.findIndex((service) => service.slug === slug) % PALETTES.length]!
  const { scene, alt } = sceneOf(slug)
  return {
    path: serviceArtPath(slug),
    svg: serviceSvg(alt, palette, scene(palette)),
    width: W,
    height: H,
  }
}
