/** Server-rendered markup for unit tests of components' texts (frame, forms, blocks). */
import { createElement, type FunctionComponent, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'

/** A text as React writes it into markup. */
export const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')

/** A component's markup, as the server renders it. */
export const render = <P extends object>(component: FunctionComponent<P>, props: NoInfer<P>) =>
  renderToStaticMarkup(createElement(component, props))

/**
 * The markup of a tree that waits for code on the server (a piece hydrated after the page's load,
 * web/components/ui/deferred-hydration.tsx), once it has all arrived: what a prerendered page holds.
 */
export async function renderWhole(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node)
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}
