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
