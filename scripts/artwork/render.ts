/**
 * npm run artwork   renders the seed's raster artwork once and records every seed image's
 *                   blur placeholder; the outputs are committed, so neither the seed nor the
 *                   build needs a browser.
 *
 * 1. Each case study's mock-up (`screens.ts`) is drawn by Debian's Chromium through
 *    playwright-core at 1600 × 900 and written as WebP (quality 75) to public/images/work/.
 * 2. Every image the seed references (those WebPs and the SVGs the seed writes) gets a 20-px-wide
 *    JPEG as a base64 data URL, the same kind of placeholder Sanity stores as `metadata.lqip`
 *    for an upload, in scripts/seed/artwork-manifest.json with the file's hash and size.
 *
 * `tests/unit/seed-artwork.test.ts` fails when a seed image and the manifest disagree.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { sha1 } from '../seed/keys'
import { BASE_CSS } from './frames'
import { SCREENS } from './screens'
import type { ArtworkManifest } from '../seed/artwork-manifest'

const root = process.cwd()
const MANIFEST = path.join(root, 'scripts/seed/artwork-manifest.json')
const WIDTH = 1200
const HEIGHT = 675
const SCALE = 4 / 3

/** A Sanity-like LQIP: the image 20 px wide, as a JPEG data URL (~300–600 bytes). */
export async function lqip(bytes: Buffer) {
  const jpeg = await sharp(bytes, { density: 24 })
    .resize(20)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 60 })
    .toBuffer()
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`
}

async function renderScreens(only?: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  })
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: SCALE,
  })
  const inter = pathToFileURL(
    path.join(root, 'web/fonts/source/inter-latin-wght-normal.woff2'),
  ).href
  const written: string[] = []
  try {
    for (const [slug, screen] of Object.entries(SCREENS)) {
      if (only && slug !== only) continue
      const { html } = screen()
      await page.setContent(
        `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS.replace('INTER_URL', inter)}</style></head><body>${html}</body></html>`,
      )
      await page.evaluate(() => document.fonts.ready)
      const png = await page.screenshot({ type: 'png' })
      const webp = await sharp(png).webp({ quality: 75, effort: 6 }).toBuffer()
      const file = path.join(root, 'public/images/work', `${slug}.webp`)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, webp)
      written.push(`${path.relative(root, file)} ${(webp.length / 1024).toFixed(0)} kB`)
    }
  } finally {
    await browser.close()
  }
  return written
}

async function writeManifest() {
  // The seed is imported after the screens are written: it reads their sizes from the manifest.
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
  // Raster files the seed has not referenced yet (the first run) are recorded too.
  for (const slug of Object.keys(SCREENS)) {
    const rel = `images/work/${slug}.webp`
    if (manifest[rel]) continue
    const bytes = await readFile(path.join(root, 'public', rel))
    const meta = await sharp(bytes).metadata()
    manifest[rel] = {
      sha1: sha1(bytes),
      size: bytes.length,
      width: meta.width,
      height: meta.height,
      lqip: await lqip(bytes),
    }
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)))
  await writeFile(MANIFEST, JSON.stringify(sorted, null, 2) + '\n')
  return Object.keys(sorted).length
}

const args = process.argv.slice(2)
const only = args.find((arg) => !arg.startsWith('--'))
if (!args.includes('--manifest-only')) {
  for (const line of await renderScreens(only)) console.log(line)
}
if (!only)
  console.log(`Recorded ${await writeManifest()} images in ${path.relative(root, MANIFEST)}`)
