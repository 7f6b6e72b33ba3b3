/**
 * The seed's imagery: every case study, post and service has an image of its own whose
 * alternative text describes the picture (not the title beside it), the committed files are the
 * ones the manifest describes, and every image has a blur placeholder for these exact bytes.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildSeed } from '@/scripts/seed/build'
import { artworkManifest } from '@/scripts/seed/artwork-manifest'
import { sha1 } from '@/scripts/seed/keys'
import { homeContent } from '../helpers/home-blocks'

const { documents, artwork } = buildSeed()
const assets = new Map(
  documents.filter((doc) => doc._type === 'sanity.imageAsset').map((doc) => [doc._id, doc]),
)

type Figure = { asset: { _ref: string }; alt: string }
type Asset = {
  path: string
  url: string
  extension: string
  size: number
  metadata: { lqip?: string; dimensions: { width: number; height: number } }
}
const assetOf = (figure: Figure) => assets.get(figure.asset._ref) as unknown as Asset

/** The documents of a type in one language (a translation shows its English twin's images). */
const withImages = (type: string, language = 'en') =>
  documents.filter((doc) => doc._type === type && doc.language === language) as unknown as {
    title: string
    image: Figure
  }[]

describe('seed imagery', () => {
  it.each(
    ['caseStudy', 'blogPost', 'service'].flatMap((type) => [
      [type, 'en'],
      [type, 'ar'],
    ]),
  )('every %s (%s) has its own image whose alt text is not its title', (type, language) => {
    const docs = withImages(type, language)
    expect(docs.length).toBeGreaterThan(0)
    const refs = new Set<string>()
    for (const doc of docs) {
      expect(doc.image.alt.length, doc.title).toBeGreaterThan(20)
      expect(doc.image.alt, doc.title).not.toContain(doc.title)
      expect(assetOf(doc.image), doc.title).toBeDefined()
      refs.add(doc.image.asset._ref)
    }
    expect(refs.size).toBe(docs.length)
  })

  it('every post and case study illustration is its own composition, not one template recoloured', () => {
    const figures = documents
      .filter((doc) => doc._type === 'blogPost' || doc._type === 'caseStudy')
      .filter((doc) => doc.language === 'en')
      .flatMap((doc) =>
        ((doc as unknown as { body?: { _type: string; asset?: { _ref: string } }[] }).body ?? [])
          .filter((block) => block._type === 'figure')
          .map((block) => ({ doc: String(doc._id), ref: block.asset!._ref })),
      )
    // The five posts and five case studies with an illustration in their text.
    expect(figures.length).toBe(10)
    const shapes = new Set<string>()
    for (const { doc, ref } of figures) {
      const asset = assets.get(ref) as unknown as Asset
      const svg =
        artwork.find((item) => item.path === asset.path)?.svg ??
        readFileSync(path.join('public', asset.path), 'utf8')
      // Its drawing without its colours, sizes, positions and ids: what a template recoloured
      // (or with other numbers) shares.
      shapes.add(
        svg
          .replace(/aria-label="[^"]*"/, '')
          .replace(/#[0-9a-f]{3,8}\b/gi, '')
          .replace(/(id="|url\(#)[^")]*/g, '')
          .replace(/\d+(\.\d+)?/g, ''),
      )
      // Two compositions, the wide one and the phone's (seed-drawings-phone.test.ts): 2.5 kB gzipped.
      expect(svg.length, doc).toBeLessThan(24_000)
    }
    expect(shapes.size).toBe(figures.length)
  })

  it('case studies show a committed WebP mock-up, within the size budget', () => {
    let total = 0
    for (const study of withImages('caseStudy')) {
      const asset = assetOf(study.image)
      expect(asset.extension).toBe('webp')
      const file = path.join('public', asset.path)
      expect(existsSync(file), file).toBe(true)
      const bytes = readFileSync(file)
      expect(sha1(bytes), `${file} changed: run npm run artwork`).toBe(
        artworkManifest[asset.path]!.sha1,
      )
      expect(asset.size).toBe(bytes.length)
      expect(asset.metadata.dimensions).toEqual(
        expect.objectContaining({ width: 1600, height: 900 }),
      )
      total += statSync(file).size
    }
    // Twelve mock-ups; the budget for all committed images is 3 MB.
    expect(total).toBeLessThan(1_000_000)
  })

  it('every image has a blur placeholder made from its current bytes', () => {
    for (const asset of assets.values() as Iterable<unknown>) {
      const { path: file, metadata } = asset as Asset
      const art = artwork.find((item) => item.path === file)
      const bytes = art ? Buffer.from(art.svg) : readFileSync(path.join('public', file))
      expect(artworkManifest[file]?.sha1, `${file} changed: run npm run artwork`).toBe(sha1(bytes))
      expect(metadata.lqip).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/=]{100,1200}$/)
    }
  })

  it('the founder is a portrait illustration and client logos are wordmarks, not initials', () => {
    const home = homeContent<{
      team: { name?: string; image?: Figure }[]
      clientLogos: { name: string; logo: Figure }[]
    }>(documents.find((doc) => doc._id === 'homePage')!)
    const founder = home.team.find((member) => member.name)!
    const portrait = artwork.find((art) => art.path === assetOf(founder.image!).path)!
    expect(portrait.svg).toContain('Illustrated portrait')
    expect(portrait.svg).not.toMatch(/<text/)
    const shapes = new Set<string>()
    for (const client of home.clientLogos) {
      const logo = artwork.find((art) => art.path === assetOf(client.logo).path)!
      const lettering = /<text[^>]*>([^<]+)<\/text>/.exec(logo.svg)?.[1]
      // The lettering is the brand's name in its own style, never a two-letter monogram.
      expect(lettering!.length, client.name).toBeGreaterThan(4)
      expect(client.name.toLowerCase()).toContain(lettering!.toLowerCase())
      shapes.add(logo.svg.slice(0, logo.svg.indexOf('<text')))
    }
    expect(shapes.size).toBe(home.clientLogos.length)
  })
})
