/** Server-rendered markup for unit tests of components' texts (frame, forms, blocks). */
import { createElement, type FunctionComponent } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

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
