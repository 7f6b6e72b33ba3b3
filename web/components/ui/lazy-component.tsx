'use client'
/**
 * A client component whose code the browser loads only on a page that renders it, drawn on the
 * server like any other (its HTML is in the page, and hydrates once its code has arrived).
 *
 * Why: Turbopack puts every client component a route's server code imports (even behind
 * `import()` or `next/dynamic`) into that route's start-up scripts, rendered or not
 * (vercel/next.js#96039). An `import()` in a client module is a chunk of its own, requested when
 * it runs. So a page that may hold a block but usually does not (a home page block on a composed
 * page) renders the block's client parts through these wrappers, and pays for their code only
 * when it holds the block (web/blocks/pieces.ts).
 *
 * How: the wrapper reads the loaded component with React's `use`. The load starts at the first
 * render and is shared by every later one; once it has settled `use` returns at once. While it is
 * pending:
 * - on the server, the render waits for it (no Suspense boundary here, so nothing is left
 *   pending in the HTML; the server's own import takes microseconds);
 * - in the browser, hydration waits at the wrapper, and the page keeps the server's HTML, as a
 *   navigation keeps the previous page, until the code arrives.
 * A failed load is thrown to the route's error screen (its retry renders the page again, which
 * loads again): the piece cannot be drawn without its code.
 */
import { type ComponentType, use } from 'react'

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null
  function Lazy(props: P) {
    loading ??= load().catch((error: unknown) => {
      // The next render tries again (a dropped connection, a deploy that removed the old chunk).
      loading = null
      throw error
    })
    const Component = use(loading)
    return <Component {...props} />
  }
  Lazy.displayName = `Lazy(${name})`
  return Lazy
}
