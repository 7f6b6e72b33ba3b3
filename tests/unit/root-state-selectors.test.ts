/**
 * The page's states that scripts write on <html> (`data-dock-left`, `data-dock-hidden`,
 * `data-loading`, `data-font`, …) are drawn by rules of app/globals.css that start from <html>. Each
 * such rule that reaches down into the page must name what it styles in its last part (a tag, a
 * class, an id or an attribute): a last part that names nothing (`… > :not(:focus-visible)`) makes
 * the browser restyle every element of the page whenever the state changes. The floating actions'
 * `> :not(:focus-visible)` did: 775 elements on /book-call each time a button tucked in or came
 * back, 18–34 ms on this machine, four times that on a slow phone (issue 46).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseSelector, type Selector } from 'css-what'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const globals = readFileSync(path.join(root, 'app/globals.css'), 'utf8')

/**
 * States written once, by the first paint's inline script in <head>, before the body has any element
 * to restyle (web/components/shell/content-protection-rules.ts).
 */
const SET_BEFORE_THE_BODY = ['html[data-content-protection]']

const COMBINATORS = new Set(['descendant', 'child', 'sibling', 'adjacent'])

/** The last compound of a selector (what it styles), or null when it has no combinator. */
function lastCompound(tokens: Selector[]): Selector[] | null {
  const at = tokens.findLastIndex((token) => COMBINATORS.has(token.type))
  return at < 0 ? null : tokens.slice(at + 1)
}

/** Whether a compound names something the browser can key an invalidation on. */
function namesItsTarget(compound: Selector[]): boolean {
  return compound.some(
    (token) => (token.type === 'tag' && token.name !== '*') || token.type === 'attribute',
  )
}

/** The selectors of globals.css that start from <html>'s state and reach below it. */
function rootStateSelectors(css: string): string[] {
  const found: string[] = []
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) {
      if (!/^html[[:.]/.test(selector.trim())) continue
      if (SET_BEFORE_THE_BODY.some((state) => selector.trim().startsWith(state))) continue
      for (const tokens of parseSelector(selector)) {
        if (lastCompound(tokens)) found.push(selector.trim())
      }
    }
  })
  return found
}

describe("rules keyed on <html>'s state", () => {
  it('finds the floating actions and the loading screen among them', () => {
    const selectors = rootStateSelectors(globals)
    expect(selectors.some((s) => s.startsWith("html[data-dock-left='tab']"))).toBe(true)
    expect(selectors.some((s) => s.startsWith('html[data-loading]'))).toBe(true)
  })

  it('name what they style in their last part', () => {
    const featureless = rootStateSelectors(globals).filter((selector) =>
      parseSelector(selector).some((tokens) => !namesItsTarget(lastCompound(tokens) ?? [])),
    )
    expect(featureless).toEqual([])
  })

  it('tell a rule that restyles the whole page', () => {
    const css = `html[data-dock-left='tab'] [data-dock-slot='left'] > :not(:focus-visible) { translate: 1px }
html[data-dock-hidden] [data-dock-slot] { opacity: 0 }`
    const featureless = rootStateSelectors(css).filter((selector) =>
      parseSelector(selector).some((tokens) => !namesItsTarget(lastCompound(tokens) ?? [])),
    )
    expect(featureless).toEqual([
      "html[data-dock-left='tab'] [data-dock-slot='left'] > :not(:focus-visible)",
    ])
  })
})
