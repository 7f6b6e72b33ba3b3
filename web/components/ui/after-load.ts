/**
 * Runs `start` once the page has loaded and the main thread has nothing more urgent to do, so a
 * decorative animation never competes with the content for the first paint or for hydration.
 * Returns a function that cancels it if it has not run yet. Safari has no requestIdleCallback.
 */
export function whenLoadedAndIdle(
  start: () => void,
  { timeout = 3000, fallbackMs = 500 }: { timeout?: number; fallbackMs?: number } = {},
) {
  const onIdle = window.requestIdleCallback as Window['requestIdleCallback'] | undefined
  let idle = 0
  const schedule = () => {
    idle = onIdle ? onIdle(start, { timeout }) : window.setTimeout(start, fallbackMs)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (onIdle) window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}
