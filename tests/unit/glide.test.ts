/**
 * The popular-services glide as the row runs it (web/components/ui/glide.ts): framer-motion's
 * `animate` driving a scroller's scrollLeft, frame by frame on a fake clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { glideDistance } from '@/web/components/ui/swipe'

const FRAME = 1000 / 60

/** A row 2,000 px wide in a 400 px window, at `left`: scrollLeft clamps as a browser's does. */
function scroller(left: number) {
  let value = left
  const seen: number[] = []
  return {
    element: {
      scrollWidth: 2000,
      clientWidth: 400,
      get scrollLeft() {
        return value
      },
      set scrollLeft(next: number) {
        value = Math.min(1600, Math.max(0, next))
        seen.push(value)
      },
    } as unknown as HTMLElement,
    seen,
  }
}

describe('glide', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] })
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(performance.now()), FRAME),
    )
    vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('moves the row on from the release, slowing 5 % a frame, and rests speed × 325 ms on', async () => {
    const { glide } = await import('@/web/components/ui/glide')
    const row = scroller(300)
    const done = vi.fn()
    glide(row.element, 1.5, done)
    await vi.advanceTimersByTimeAsync(FRAME * 6)
    expect(done).not.toHaveBeenCalled()
    const steps = row.seen.slice(1).map((left, n) => left - row.seen[n]!)
    expect(steps.length).toBeGreaterThan(2)
    for (const step of steps) expect(step).toBeGreaterThan(0)
    // Later frames cover less ground than earlier ones.
    expect(steps.at(-1)!).toBeLessThan(steps[0]!)
    await vi.advanceTimersByTimeAsync(5000)
    expect(done).toHaveBeenCalledTimes(1)
    expect(row.element.scrollLeft).toBeCloseTo(300 + glideDistance(1.5), 0)
  })

  it('stops at the end of the row', async () => {
    const { glide } = await import('@/web/components/ui/glide')
    const row = scroller(1500)
    const done = vi.fn()
    glide(row.element, 3, done)
    await vi.advanceTimersByTimeAsync(5000)
    expect(done).toHaveBeenCalledTimes(1)
    expect(row.element.scrollLeft).toBe(1600)
  })

  it('stops where it is when a new touch catches it, without reporting rest', async () => {
    const { glide } = await import('@/web/components/ui/glide')
    const row = scroller(0)
    const done = vi.fn()
    const stop = glide(row.element, 2, done)
    await vi.advanceTimersByTimeAsync(FRAME * 4)
    stop()
    const caught = row.element.scrollLeft
    await vi.advanceTimersByTimeAsync(2000)
    expect(row.element.scrollLeft).toBe(caught)
    expect(caught).toBeGreaterThan(0)
    expect(done).not.toHaveBeenCalled()
  })
})
