/**
 * Runs `callback` once the page's load event has fired (at once when it already has), so that
 * what it starts never competes with the page's own content. Returns a cancel function.
 */
export function afterLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback()
    return () => undefined
  }
  const run = () => callback()
  window.addEventListener('load', run, { once: true })
  return () => window.removeEventListener('load', run)
}

/**
 * Runs `start` once the page has loaded and the main thread has nothing more urgent to do, so a
 * decorative animation never competes with the content for the first paint or for hydration.
 * Returns a cancel function. Safari has no requestIdleCallback: a short timeout stands in.
 */
export function whenLoadedAndIdle(
  start: () => void,
  { timeout = 3000, fallbackMs = 500 }: { timeout?: number; fallbackMs?: number } = {},
): () => void {
  const onIdle = window.requestIdleCallback as Window['requestIdleCallback'] | undefined
  let idle: number | undefined
  const cancelLoad = afterLoad(() => {
    idle = onIdle ? onIdle(start, { timeout }) : window.setTimeout(start, fallbackMs)
  })
  return () => {
    cancelLoad()
    if (idle === undefined) return
    if (onIdle) window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}
