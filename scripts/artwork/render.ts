/**
 * npm run artwork   renders the seed's raster artwork once and records every seed image's
 *                   blur placeholder; the outputs are committed, so neither the seed nor the
 *                   build needs a browser.
 *
 * 1. Each case study's mock-up (`screens.ts`) is drawn by Debian's Chromium through
 *    playwright-core at 1600 × 900 and written as WebP (quality 75) to public/images/work/, in
 *    every language of the seed: the English ones at images/work/<slug>.webp, the Arabic ones
 *    (Arabic labels, right to left, set in Noto Sans Arabic) at images/work/ar/<slug>.webp.
 * 2. Every image the seed references (those WebPs and the SVGs the seed writes) gets a 20-px-wide
 *    JPEG as a base64 data URL, the same kind of placeholder Sanity stores as `metadata.lqip`
 *    for an upload, in scripts/seed/artwork-manifest.json with the file's hash and size.
 *
 * npm run artwork -- <slug>            renders one case study's mock-ups (no manifest)
 * npm run artwork -- --language=ar     renders the mock-ups of one language, then the manifest
 * npm run artwork -- --manifest-only   writes the manifest from the committed files
 *
 * The rendering is deterministic: a mock-up whose scene did not change is written with the same
 * bytes. `tests/unit/seed-artwork.test.ts` fails when a seed image and the manifest disagree.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { sha1 } from '../seed/keys'
import { screenArt as arabicScreens } from '../seed/copy/ar/screens'
import { BASE_CSS, RTL_CSS } from './frames'
import { SCREEN_ART, SCREENS, type ScreenArt, screenPath } from './screens'
import type { ArtworkManifest } from '../seed/artwork-manifest'

const root = process.cwd()
const MANIFEST = path.join(root, 'scripts/seed/artwork-manifest.json')
const WIDTH = 1200
const HEIGHT = 675
const SCALE = 4 / 3
/** The languages the mock-ups are drawn in: English first, then each translation. */
const LANGUAGES: ScreenArt[] = [SCREEN_ART, arabicScreens]

const fontUrl = (file: string) => pathToFileURL(path.join(root, 'web/fonts/source', file)).href

/** A Sanity-like LQIP: the image 20 px wide, as a JPEG data URL (~300–600 bytes). */
export async function lqip(bytes: Buffer) {
  const jpeg = await sharp(bytes, { density: 24 })
    .resize(20)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 60 })
    .toBuffer()
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`
}

async function renderScreens(only?: string, languages = LANGUAGES) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  })
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: SCALE,
  })
  const css = BASE_CSS.replace('INTER_URL', fontUrl('inter-latin-wght-normal.woff2'))
  // The face of the site's Arabic pages (web/fonts/arabic.ts), whole: every Arabic letter.
  const rtlCss = RTL_CSS.replace('ARABIC_URL', fontUrl('noto-sans-arabic-arabic-wght-normal.woff2'))
  const written: string[] = []
  try {
    for (const art of languages) {
      for (const [slug, screen] of Object.entries(SCREENS)) {
        if (only && slug !== only) continue
        const { html } = screen(art)
        const style = art.direction === 'rtl' ? css + rtlCss : css
        await page.setContent(
          `<!doctype html><html><head><meta charset="utf-8"><style>${style}</style></head><body>${html}</body></html>`,
        )
        await page.evaluate(() => document.fonts.ready)
        const png = await page.screenshot({ type: 'png' })
        const webp = await sharp(png).webp({ quality: 75, effort: 6 }).toBuffer()
        const file = path.join(root, 'public', screenPath(slug, art.language))
        await mkdir(path.dirname(file), { recursive: true })
        await writeFile(file, webp)
        written.push(`${path.relative(root, file)} ${(webp.length / 1024).toFixed(0)} kB`)
      }
    }
  } finally {
    await browser.close()
  }
  return written
}

/** What the manifest records about a committed raster file. */
async function rasterRecord(rel: string) {
  const bytes = await readFile(path.join(root, 'public', rel))
  const meta = await sharp(bytes).metadata()
  return {
    sha1: sha1(bytes),
    size: bytes.length,
    width: meta.width,
    height: meta.height,
    lqip: await lqip(bytes),
  }
}

const sortedJson = (manifest: ArtworkManifest) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))),
    null,
    2,
  ) + '\n'

async function writeManifest() {
  // The mock-ups in every language are recorded first: the seed reads their sizes from the
  // manifest (a mock-up it has never referenced, a new language's, would stop it).
  const previous = JSON.parse(await readFile(MANIFEST, 'utf8')) as ArtworkManifest
  const rasters: ArtworkManifest = {}
  for (const art of LANGUAGES)
    for (const slug of Object.keys(SCREENS)) {
      const rel = screenPath(slug, art.language)
      rasters[rel] = await rasterRecord(rel)
    }
  await writeFile(MANIFEST, sortedJson({ ...previous, ...rasters }))
  // The seed is imported after that: it reads the manifest when it loads.
  const { buildSeed } = await import('../seed/build')
  const { documents, artwork } = buildSeed()
  const manifest: ArtworkManifest = {}
  for (const asset of documents.filter((doc) => doc._type === 'sanity.imageAsset')) {
    const rel = String(asset.path)
    const art = artwork.find((item) => item.path === rel)
    const file = path.join(root, 'public', rel)
    const bytes = art ? Buffer.from(art.svg) : existsSync(file) ? await readFile(file) : null
    if (!bytes) throw new Error(`No file for ${rel}`)
    const meta = await sharp(bytes).metadata()
    manifest[rel] = {
      sha1: sha1(bytes),
      size: bytes.length,
      width: meta.width,
      height: meta.height,
      lqip: await lqip(bytes),
    }
  }
  // Raster files the seed does not reference (yet) are recorded too.
  for (const [rel, record] of Object.entries(rasters)) manifest[rel] ??= record
  await writeFile(MANIFEST, sortedJson(manifest))
  return Object.keys(manifest).length
}

const args = process.argv.slice(2)
const only = args.find((arg) => !arg.startsWith('--'))
const language = args.find((arg) => arg.startsWith('--language='))?.slice('--language='.length)
const languages = language ? LANGUAGES.filter((art) => art.language === language) : LANGUAGES
if (!languages.length) throw new Error(`No mock-ups in ${language}`)
if (!args.includes('--manifest-only')) {
  for (const line of await renderScreens(only, languages)) console.log(line)
}
if (!only)
  console.log(`Recorded ${await writeManifest()} images in ${path.relative(root, MANIFEST)}`)
