import { afterEach, describe, expect, it, vi } from 'vitest'

async function freshStore() {
  vi.resetModules()
  return import('@/web/components/ui/use-toast')
}

afterEach(() => {
  vi.useRealTimers()
})

describe('toast store', () => {
  it('keeps at most one toast: a new one replaces the previous one', async () => {
    const { toast, getToasts } = await freshStore()
    toast({ title: 'Phone number copied!' })
    toast({ title: 'Email address copied!' })
    expect(getToasts().map((t) => t.title)).toEqual(['Email address copied!'])
  })

  it('updates and dismisses a toast, and removes it 1,000,000 ms after dismissal', async () => {
    vi.useFakeTimers()
    const { toast, getToasts, TOAST_REMOVE_DELAY } = await freshStore()
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
    const shown = toast({ title: 'Saving…' })
    shown.update({ title: 'Saved' })
    expect(getToasts()[0]).toMatchObject({ title: 'Saved', open: true })
    shown.dismiss()
    expect(getToasts()[0]).toMatchObject({ open: false })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1)
    expect(getToasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(getToasts()).toHaveLength(0)
  })
})
