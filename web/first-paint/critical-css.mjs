/**
 * A page's own rules inline, the site's style sheet loaded without blocking the first paint.
 *
 * Next links each layout's style sheet from the page's <head> (`<link rel="stylesheet"
 * data-precedence="next">`), and a browser paints nothing until it has arrived. On a phone the
 * sheet (~20 kB compressed: every page's rules) arrives with the page's scripts, so the first
 * paint waited for them too. This rewrites a prerendered page so that it carries the rules of the
 * elements on its first screen (~7-9 kB compressed; {@link FIRST_SCREEN}) in a <style> where the
 * link was, and loads the whole sheet as `media="print"` until it has arrived, then for every
 * medium; what is further down is drawn with it. Visitors without JavaScript get the sheet from a
 * <noscript> link.
 *
 * A rule is the page's when one of its selectors matches an element of its first screen, with the
 * states that come later left out of the selector (`:hover`, `:focus`, `::before`, `:checked`…),
 * so it is kept whatever the state; rules for the states the inline scripts set on <html> before
 * the first paint are always kept. Every @font-face and @layer order statement is kept, and the
 * theme's variables, @property and @keyframes that the kept rules or the page use; @media, @supports, @layer and @container blocks keep the rules inside them
 * that are the page's.
 *
 * One step of ./index.mjs, which applies it to every page `next build` prerenders and to every page
 * the cache stores later. Pages rendered per request (the Studio, the lead desk, draft previews)
 * keep Next's link.
 *
 * Plain JavaScript: the cache handler imports it at run time, outside Next's bundles.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { compile } from 'css-select'
import { parse as parseSelector } from 'css-what'
import { parseDocument } from 'htmlparser2'
import postcss from 'postcss'

/** Next's link to a layout's style sheet, as React writes it into the <head>. */
const NEXT_STYLESHEET =
  /<link rel="stylesheet" href="(\/[^"]+\.css(?:\?[^"]*)?)" data-precedence="next"\/>/g

/** Marks a page already rewritten. */
const MARK = 'data-critical-css'

/**
 * States the inline scripts set on <html> (the loading screen, the deferred font, content
 * protection, the floating actions' place, whether a phone shows them and whether they are
 * placed yet), from before the first paint on: the page's HTML does not have them, so no selector
 * would match it, but the inline rules need them until the whole sheet has arrived.
 */
const FIRST_PAINT_STATES =
  /data-(loading|font|content-protection|dock-left|dock-right|dock-hidden|dock-ready)\b/

/**
 * Pseudo-classes that hold of the page's HTML as it is, which the match evaluates. Every other
 * one (`:hover`, `:focus-visible`, `:checked`, `:open`, `:user-invalid`…) may hold later, so the
 * match leaves it out, as it does pseudo-elements.
 */
const STRUCTURAL = new Set([
  'not',
  'is',
  'where',
  'has',
  'matches',
  'root',
  'empty',
  'first-child',
  'last-child',
  'only-child',
  'first-of-type',
  'last-of-type',
  'only-of-type',
  'nth-child',
  'nth-last-child',
  'nth-of-type',
  'nth-last-of-type',
])

/** A `url()` relative to its style sheet. */
const RELATIVE_URL = /url\((["']?)(?![a-z][a-z0-9+.-]*:|\/|#)([^"')]+)\1\)/gi

/**
 * A style sheet's relative `url()`s made absolute: they are relative to the sheet, and its rules
 * move into the page.
 * @param {string} css
 * @param {string} href the sheet's path, e.g. `/_next/static/chunks/x.css`
 */
export function absoluteUrls(css, href) {
  const base = new URL(href, 'http://site.invalid')
  return css.replace(RELATIVE_URL, (_match, quote, url) => {
    const absolute = new URL(url, base)
    return `url(${quote}${absolute.pathname}${absolute.search}${absolute.hash}${quote})`
  })
}

/**
 * One parsed selector without the parts that depend on a later state, so that it matches whatever
 * the state; undefined when nothing is left to match.
 * @param {import('css-what').Selector[]} tokens
 * @param {boolean} [relative] a selector of `:has()`, which may start with a combinator
 * @returns {import('css-what').Selector[] | undefined}
 */
function withoutStates(tokens, relative = false) {
  /** @type {import('css-what').Selector[]} */
  const out = []
  let compoundEmpty = true
  for (const token of tokens) {
    if (token.type === 'pseudo-element') continue
    if (token.type === 'pseudo') {
      if (!STRUCTURAL.has(token.name)) continue
      if (Array.isArray(token.data)) {
        const inner = token.data
          .map((selector) => withoutStates(selector, token.name === 'has'))
          .filter((selector) => selector !== undefined)
        // `:not(.a:hover)` also matches an `.a`: a `:not()` that lost a state is left out whole.
        if (token.name === 'not' && JSON.stringify(inner) !== JSON.stringify(token.data)) continue
        // `:is(:hover)` is left out: it matches an element in some state.
        if (inner.length === 0) continue
        out.push({ ...token, data: inner })
        compoundEmpty = false
        continue
      }
    }
    if (
      token.type === 'child' ||
      token.type === 'descendant' ||
      token.type === 'sibling' ||
      token.type === 'adjacent' ||
      token.type === 'parent' ||
      token.type === 'column-combinator'
    ) {
      if (compoundEmpty && (out.length > 0 || !relative))
        out.push({ type: 'universal', namespace: null })
      out.push(token)
      compoundEmpty = true
      continue
    }
    out.push(token)
    compoundEmpty = false
  }
  if (out.length === 0) return undefined
  if (compoundEmpty) out.push({ type: 'universal', namespace: null })
  return out
}

/** Compiled matchers by selector text, shared by every page (a build has one set of rules). */
const matchers = new Map()

/**
 * A matcher for a rule's selector list against a page, or `true` when a selector cannot be
 * evaluated on HTML (the rule is kept).
 * @param {string} selectorText
 */
function matcherFor(selectorText) {
  let matcher = matchers.get(selectorText)
  if (matcher !== undefined) return matcher
  try {
    const selectors = parseSelector(selectorText)
    const stripped = selectors.map(withoutStates)
    if (stripped.some((selector) => selector === undefined)) matcher = true
    else {
      // The classes and ids each selector needs on its own element: a cheap first test.
      const needs = stripped.map((selector) => {
        const last = []
        for (const token of /** @type {import('css-what').Selector[]} */ (selector)) {
          if (token.type === 'attribute' && token.action === 'element' && token.name === 'class')
            last.push(`.${token.value}`)
          else if (token.type === 'attribute' && token.action === 'equals' && token.name === 'id')
            last.push(`#${token.value}`)
          else if (token.type !== 'attribute' && token.type !== 'tag' && token.type !== 'universal')
            last.length = 0
        }
        return last
      })
      matcher = { needs, test: compile(/** @type {import('css-what').Selector[][]} */ (stripped)) }
    }
  } catch {
    matcher = true
  }
  matchers.set(selectorText, matcher)
  return matcher
}

/**
 * Where a page's first screen ends, in its markup. <main>'s blocks (its element children) on it are
 * at least `blocks` of them and at least `bytes` of its markup; the footer and what follows <main>
 * (the hidden site index) are on it only when <main> is shorter than `mainBeforeFooter`. The rest
 * is further down on every page type at 375 and 1440 px (tests/e2e/critical-css.e2e.spec.ts) and
 * is drawn once the site's sheet has arrived: its rules stay out of the inline ones (issue 46).
 * What of it waits under `content-visibility` (the footer, the home page's sections) keeps its
 * own rules and is held undrawn until then ({@link waitingAreas}).
 */
export const FIRST_SCREEN = Object.freeze({ blocks: 2, bytes: 8_000, mainBeforeFooter: 8_000 })

/** Elements of <main> that take no room of their own: not counted as its blocks. */
const NOT_A_BLOCK = new Set(['script', 'style', 'link', 'template', 'noscript', 'svg'])

/** A class list that takes its element out of the flow onto the screen (the floating actions). */
const ON_SCREEN = /(^|\s)(fixed|sticky)(\s|$)/

/** A `content-visibility` value that lays its element out once it comes near the screen. */
const AUTO = /^\s*auto\s*$/i

/**
 * Set on <html> when the site's sheet could not be loaded: the areas held undrawn until it
 * arrives ({@link waitingAreas}) are drawn from the inline rules then.
 */
const SHEET_FAILED = 'data-sheet-failed'

/**
 * Set on <html> two frames after the site's sheets have been applied (or once one has failed).
 * Until then nothing in <main> or after it runs a transition ({@link HOLD_TRANSITIONS}).
 */
const SHEET_IN = 'data-sheet-in'

/**
 * What is further down than the first screen is laid out from no rules until the sheet arrives;
 * when it does, every element there with a transition (`transition-colors` on links and buttons)
 * would fade from the browser's default look to its own: unseen below the screen, but what axe
 * and `getComputedStyle` read for the next 150 ms (a contrast failure, issue 46), and seen by a
 * visitor who got there first. So transitions wait for {@link SHEET_IN}: the sheet's colours come
 * at once. Only with scripting (the link's `onload` sets it); without, the sheet blocks the first
 * paint from its <noscript> link and nothing is drawn from no rules.
 */
const HOLD_TRANSITIONS = `@media (scripting:enabled){:root:not([${SHEET_IN}]) :is(#main,#main~*) *{transition:none!important}}`

/**
 * The sheet link's `onload`: applies it for every medium and, once all `count` sheets of Next's
 * are applied, sets {@link SHEET_IN} two frames later (the frame after the one that applied them).
 * Counted, not looked for: a sheet from the cache may load before the parser has reached the next
 * link, which then arrives after transitions run again.
 * @param {number} count
 */
const sheetOnload = (count) =>
  `this.media='all';if(document.querySelectorAll('link[data-precedence=next][media=all]').length>=${count})` +
  `requestAnimationFrame(function(){requestAnimationFrame(function(){document.documentElement.setAttribute('${SHEET_IN}','')})})`

/** The sheet link's `onerror`: draws what waited from the inline rules, and lets transitions run. */
const SHEET_ONERROR = `document.documentElement.setAttribute('${SHEET_FAILED}','');document.documentElement.setAttribute('${SHEET_IN}','')`

/**
 * The areas below the first screen that wait under `content-visibility: auto` (the footer, the
 * home page's sections further down), and the selectors of the sheets' rules that declare it for
 * them alone. Such an area's own rules stay inline (its padding, its held height), its contents'
 * do not: the inline copy of those selectors says `content-visibility: hidden` instead, until the
 * site's sheet arrives with its own copy of the rule, later in the document (or the sheet fails:
 * {@link SHEET_FAILED}). An area Chrome styles before it skips it (in the first frame, under
 * `auto`) keeps that style while it is skipped: drawn from the first screen's rules alone, it kept
 * their unstyled colours after the sheet had arrived (what `getComputedStyle` and axe read of it),
 * and faded to its own when it came into view. Under `hidden` nothing in it is styled before the
 * sheet is there (issue 46; tests/e2e/critical-css.e2e.spec.ts). An area that a selector names
 * together with one on the first screen is not held: its rules stay inline whole.
 * @param {import('domhandler').Element[]} elements every element of the document
 * @param {Set<import('domhandler').Element>} below see {@link belowFirstScreen}
 * @param {import('postcss').Root[]} sheets
 */
function waitingAreas(elements, below, sheets) {
  /** @type {Map<string, import('domhandler').Element[]>} the selectors that name areas below alone */
  const belowOnly = new Map()
  /** @type {Set<import('domhandler').Element>} areas a selector names with one on the first screen */
  const drawn = new Set()
  for (const sheet of sheets)
    sheet.walkDecls(/^content-visibility$/i, (decl) => {
      if (!AUTO.test(decl.value) || decl.parent?.type !== 'rule') return
      for (const selector of /** @type {import('postcss').Rule} */ (decl.parent).selectors) {
        const matcher = matcherFor(selector)
        if (matcher === true) continue
        const matched = elements.filter((element) => matcher.test(element))
        if (matched.length === 0) continue
        if (matched.every((element) => below.has(element))) belowOnly.set(selector, matched)
        else for (const element of matched) drawn.add(element)
      }
    })
  const areas = new Set([...belowOnly.values()].flat().filter((element) => !drawn.has(element)))
  const selectors = new Set(
    [...belowOnly]
      .filter(([, matched]) => matched.every((element) => areas.has(element)))
      .map(([selector]) => selector),
  )
  return { areas, drawn, selectors }
}

/**
 * The elements of the page below its first screen ({@link FIRST_SCREEN}), whose own rules the
 * inline ones leave out: <main>'s later blocks, and the elements after <main> in its parent, the
 * fixed and sticky ones apart. None when the page has no <main>.
 * @param {import('domhandler').Document} document parsed with start and end indices
 */
function belowFirstScreen(document) {
  /** @type {Set<import('domhandler').Element>} */
  const below = new Set()
  const main = findMain(document.children)
  if (!main) return below
  const start = /** @type {number} */ (main.startIndex)
  /** @param {import('domhandler').Element} element */
  const through = (element) => /** @type {number} */ (element.endIndex) + 1 - start
  const blocks = /** @type {import('domhandler').Element[]} */ (
    main.children.filter(
      (node) =>
        node.type === 'tag' &&
        !NOT_A_BLOCK.has(/** @type {import('domhandler').Element} */ (node).name) &&
        !('hidden' in /** @type {import('domhandler').Element} */ (node).attribs),
    )
  )
  const last = blocks.findIndex(
    (block, index) => index + 1 >= FIRST_SCREEN.blocks && through(block) >= FIRST_SCREEN.bytes,
  )
  if (last >= 0) for (const block of blocks.slice(last + 1)) below.add(block)
  if (through(main) >= FIRST_SCREEN.mainBeforeFooter)
    for (let node = main.nextSibling; node; node = node.nextSibling) {
      const element = /** @type {import('domhandler').Element} */ (node)
      if (node.type === 'tag' && !ON_SCREEN.test(element.attribs.class ?? '')) below.add(element)
    }
  return below
}

/**
 * The page's first <main>, depth first.
 * @param {import('domhandler').ChildNode[]} nodes
 * @returns {import('domhandler').Element | undefined}
 */
function findMain(nodes) {
  for (const node of nodes) {
    if (node.type !== 'tag') continue
    const element = /** @type {import('domhandler').Element} */ (node)
    if (element.name === 'main') return element
    const found = findMain(element.children)
    if (found) return found
  }
  return undefined
}

/**
 * The elements, classes and ids of a page's first screen (the whole page's, short of the parts
 * {@link belowFirstScreen} leaves out; the areas waiting there are in it, without their contents:
 * {@link waitingAreas}), and the selectors that hold those areas. The selectors are matched in the
 * whole document, so that an element's siblings and parents are what the browser will see.
 * @param {string} html
 * @param {import('postcss').Root[]} [sheets] the site's sheets (for {@link waitingAreas})
 */
function pageIndex(html, sheets = []) {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true })
  const below = belowFirstScreen(document)
  /** @type {import('domhandler').Element[]} */
  const all = []
  /** @param {import('domhandler').ChildNode[]} nodes */
  const collect = (nodes) => {
    for (const node of nodes)
      if (node.type === 'tag') {
        const element = /** @type {import('domhandler').Element} */ (node)
        all.push(element)
        collect(element.children)
      }
  }
  collect(document.children)
  const waiting = waitingAreas(all, below, sheets)
  /** @type {import('domhandler').Element[]} */
  const elements = []
  const names = new Set()
  /** @param {import('domhandler').ChildNode[]} nodes */
  const walk = (nodes) => {
    for (const node of nodes) {
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue
      const element = /** @type {import('domhandler').Element} */ (node)
      const held = waiting.areas.has(element)
      if (below.has(element) && !held && !waiting.drawn.has(element)) continue
      elements.push(element)
      for (const name of (element.attribs.class ?? '').split(/\s+/)) if (name) names.add(`.${name}`)
      if (element.attribs.id) names.add(`#${element.attribs.id}`)
      if (!held) walk(element.children)
    }
  }
  walk(document.children)
  return { elements, names, held: waiting.selectors }
}

/**
 * Whether a rule's selector matches an element of the page, now or in a later state.
 * @param {string} selectorText
 * @param {ReturnType<typeof pageIndex>} page
 */
function isUsed(selectorText, page) {
  if (FIRST_PAINT_STATES.test(selectorText)) return true
  const matcher = matcherFor(selectorText)
  if (matcher === true) return true
  if (!matcher.needs.some((need) => need.every((name) => page.names.has(name)))) return false
  return page.elements.some((element) => matcher.test(element))
}

/** At-rules kept whole: they style nothing by themselves, and rules rely on them. */
const KEPT_AT_RULES = new Set([
  'font-face',
  'property',
  'keyframes',
  '-webkit-keyframes',
  'charset',
  'import',
  'namespace',
])
/** At-rules whose rules are filtered like the sheet's. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope'])

/**
 * Tailwind's `@layer properties`: the initial values of its variables (`--tw-shadow: 0 0 #0000`…)
 * again, for browsers without `@property` (an `@supports` that only those match: Safari before
 * 16.4, Firefox before 128). Every other browser has them from the `@property` rules, which stay
 * inline; those get them with the site's sheet, a moment after the first paint. Left out of the
 * inline rules (~0.45 kB compressed on every page, issue 46); the layer stays, empty, in its place
 * in the layers' order.
 * @param {import('postcss').AtRule} rule
 */
function isPropertyFallback(rule) {
  return rule.name.toLowerCase() === 'layer' && rule.params.trim() === 'properties'
}

/**
 * The sheet's rules that the page uses, in their order.
 * @param {import('postcss').Root} root a parsed copy (it is changed)
 * @param {ReturnType<typeof pageIndex>} page
 */
function pruneSheet(root, page) {
  /** @param {import('postcss').Container} container */
  const prune = (container) => {
    container.each((node) => {
      if (node.type === 'rule') {
        if (!isUsed(node.selector, page)) node.remove()
      } else if (node.type === 'atrule') {
        if (KEPT_AT_RULES.has(node.name.toLowerCase())) return
        // `@layer a, b;` fixes the layers' order: kept. A block of one is filtered, and kept even
        // when empty, so the layers come in the sheet's order.
        if (!node.nodes) return
        if (isPropertyFallback(node)) {
          node.removeAll()
          return
        }
        if (GROUPING_AT_RULES.has(node.name.toLowerCase())) {
          prune(node)
          if (node.nodes.length === 0 && node.name.toLowerCase() !== 'layer') node.remove()
        }
        // Anything else (@page, @font-feature-values, @counter-style…) is kept as it is.
      }
    })
  }
  prune(root)
  return root.toString()
}

/** `var(--name…)` references in a text. */
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g

/** A rule that declares the theme's variables (Tailwind's `@layer theme{:root,:host{…}}`). */
const THEME_SELECTOR = /^\s*(:root|:host)(\s*,\s*(:root|:host))*\s*$/

/**
 * The page's rules without the definitions none of them uses (issue 46: they were a fifth of a
 * content page's inline CSS). The theme's variables (`:root{--color-…}`) that no kept
 * declaration, no other used variable and nothing in the page's HTML (an inline style, a script)
 * reads; the `@property` registrations of variables nothing reads; the `@keyframes` no kept
 * `animation` and nothing in the HTML names. The site's sheet, which arrives after the first
 * paint, defines them all again for what comes later.
 * @param {import('postcss').Root} root the page's rules (it is changed)
 * @param {string} html
 */
function pruneDefinitions(root, html) {
  /** @type {Map<string, string[]>} each theme variable's values */
  const theme = new Map()
  const used = new Set()
  const queue = []
  const use = (text) => {
    for (const [, name] of text.matchAll(VAR_REFERENCE))
      if (!used.has(name)) {
        used.add(name)
        queue.push(name)
      }
  }
  const isTheme = (decl) =>
    decl.prop.startsWith('--') &&
    decl.parent?.type === 'rule' &&
    THEME_SELECTOR.test(/** @type {import('postcss').Rule} */ (decl.parent).selector)
  root.walkDecls((decl) => {
    if (isTheme(decl)) theme.set(decl.prop, [...(theme.get(decl.prop) ?? []), decl.value])
    else use(decl.value)
  })
  use(html)
  // A used variable's value may read others (`--color-brand: var(--color-blue-600)`).
  while (queue.length) for (const value of theme.get(queue.pop()) ?? []) use(value)
  root.walkDecls((decl) => {
    if (isTheme(decl) && !used.has(decl.prop)) decl.remove()
  })
  const animations = new Set()
  root.walkDecls(/^animation(-name)?$/i, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) animations.add(word)
  })
  root.walkAtRules((rule) => {
    const name = rule.name.toLowerCase()
    const param = rule.params.trim()
    if (name === 'property' && !used.has(param)) rule.remove()
    else if (name === 'keyframes' && !animations.has(param) && !html.includes(param)) rule.remove()
  })
  // A theme rule left empty goes; its layer stays, in its place (the layers' order).
  root.walkRules((rule) => {
    if (THEME_SELECTOR.test(rule.selector) && rule.nodes.length === 0) rule.remove()
  })
}

/** Parsed sheets by file: a build's sheets do not change while its server runs. */
const sheets = new Map()

/**
 * A style sheet of the build, its relative `url()`s made absolute.
 * @param {string} href
 * @param {string} distDir
 * @returns {Promise<import('postcss').Root | undefined>}
 */
async function readSheet(href, distDir) {
  const pathname = new URL(href, 'http://site.invalid').pathname
  if (!pathname.startsWith('/_next/')) return undefined
  const file = path.join(distDir, pathname.slice('/_next/'.length))
  let root = sheets.get(file)
  if (!root) {
    root = postcss.parse(absoluteUrls(await readFile(file, 'utf8'), pathname))
    sheets.set(file, root)
  }
  return root
}

/**
 * The CSS of the sheets `hrefs` that the page uses.
 * @param {string} html
 * @param {string[]} hrefs
 * @param {string} distDir
 */
export async function usedCss(html, hrefs, distDir) {
  const roots = []
  for (const href of hrefs) {
    const root = await readSheet(href, distDir)
    if (!root) return undefined
    roots.push(root)
  }
  const page = pageIndex(html, roots)
  let css = ''
  for (const root of roots) css += pruneSheet(root.clone(), page)
  const rules = postcss.parse(css)
  holdWaitingAreas(rules, page.held)
  pruneDefinitions(rules, html)
  return rules.toString()
}

/**
 * The inline copy of each rule that declares `content-visibility: auto` for areas waiting below
 * the first screen says `hidden` for them instead, until the site's sheet arrives: its own copy of
 * the rule comes later in the document, with the same specificity ({@link waitingAreas}). The
 * rule's other selectors keep `auto`.
 * @param {import('postcss').Root} root the page's rules (it is changed)
 * @param {Set<string>} held the selectors of those areas
 */
function holdWaitingAreas(root, held) {
  if (held.size === 0) return
  /** @type {import('postcss').Rule[]} */
  const rules = []
  root.walkDecls(/^content-visibility$/i, (decl) => {
    const rule = /** @type {import('postcss').Rule} */ (decl.parent)
    if (rule?.type === 'rule' && AUTO.test(decl.value) && !rules.includes(rule)) rules.push(rule)
  })
  for (const rule of rules) {
    const waiting = rule.selectors.filter((selector) => held.has(selector))
    if (waiting.length === 0) continue
    const copy = rule.clone({
      selectors: waiting.map((selector) => `:where(:root:not([${SHEET_FAILED}])) ${selector}`),
    })
    copy.walkDecls(/^content-visibility$/i, (decl) => {
      decl.value = 'hidden'
    })
    const others = rule.selectors.filter((selector) => !held.has(selector))
    if (others.length === 0) rule.replaceWith(copy)
    else {
      rule.selectors = others
      rule.after(copy)
    }
  }
}

/** Any link to a style sheet of the build, whatever its shape: what the rewrite must have matched. */
const ANY_BUILD_STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/_next\/static\/[^>]*>/g

/**
 * The critical CSS step: the page with its own rules inline and Next's style sheets loaded without
 * blocking the first paint, and `problem` when the step did not match the page as it should (it
 * links no style sheet of Next's, links one in a shape this does not know, or one outside the
 * build); the page as it was for that step then. A page already rewritten is left alone. Only the
 * <head> changes: the rest of the document stays byte for byte what React wrote.
 * @param {string} html
 * @param {{ distDir: string }} options
 * @returns {Promise<{ html: string, problem?: string }>}
 */
export async function criticalCss(html, { distDir }) {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return { html, problem: 'no </head> in the page' }
  if (html.includes(`<style ${MARK}>`)) return { html }
  const head = html.slice(0, headEnd)
  const links = [...head.matchAll(NEXT_STYLESHEET)]
  // A link to the build's sheet that the pattern above does not match: Next changed its markup.
  const unknown = [...head.matchAll(ANY_BUILD_STYLESHEET)].find(
    ([tag]) => !links.some((link) => link[0] === tag),
  )
  if (unknown)
    return { html, problem: `a style sheet link of a shape it does not know: ${unknown[0]}` }
  if (links.length === 0)
    return {
      html,
      problem:
        'no style sheet link of Next\'s (<link rel="stylesheet" data-precedence="next">) in the <head>',
    }
  const css = await usedCss(
    html,
    links.map((link) => link[1]),
    distDir,
  )
  if (css === undefined)
    return {
      html,
      problem: `a style sheet outside the build: ${links.map((link) => link[1]).join(', ')}`,
    }
  if (!css) return { html, problem: "none of the style sheet's rules is the page's" }
  // Text that would end the <style> early.
  if (/<\/style/i.test(css)) return { html, problem: 'the rules contain "</style"' }

  let rewritten = ''
  let from = 0
  links.forEach((link, index) => {
    const [tag, href] = link
    rewritten += head.slice(from, link.index)
    if (index === 0) rewritten += `<style ${MARK}>${css}${HOLD_TRANSITIONS}</style>`
    rewritten +=
      `<link rel="preload" href="${href}" as="style"/>` +
      `<link rel="stylesheet" href="${href}" data-precedence="next" media="print" onload="${sheetOnload(links.length)}" onerror="${SHEET_ONERROR}"/>` +
      `<noscript><link rel="stylesheet" href="${href}"/></noscript>`
    from = link.index + tag.length
  })
  return { html: rewritten + head.slice(from) + html.slice(headEnd) }
}

/**
 * The page with its own rules inline and Next's style sheets loaded without blocking the first
 * paint; the page unchanged where {@link criticalCss} finds a problem (or it is already rewritten).
 * @param {string} html
 * @param {{ distDir: string }} options
 * @returns {Promise<string>}
 */
export async function inlineCriticalCss(html, options) {
  return (await criticalCss(html, options)).html
}
