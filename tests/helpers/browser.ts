/**
 * The Chromium the end-to-end tests run in: Debian's, never a downloaded one
 * (playwright.config.ts).
 *
 * Its headless shell (package chromium-headless-shell: the same Chromium, without the browser's
 * window and its GPU process drawing it in software) where it is installed, else the full browser.
 * On the project's 2-core machine the shell ran the home and site-shell specs (desktop) in 231 s
 * where the full browser took 320 s, every test passing in both.
 */
import { existsSync } from 'node:fs'

const SHELL = '/usr/bin/chromium-headless-shell'

export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium')

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The shell hints glyph outlines by default, which the browser does not: its lines came out
  // 20–34 px apart from the browser's on a phone's first screen (the font spec's comparison of
  // the fallback with Inter, the home page's placeholder heights). Unhinted, they are the same.
  ...(TEST_CHROMIUM === SHELL ? ['--font-render-hinting=none'] : []),
]
