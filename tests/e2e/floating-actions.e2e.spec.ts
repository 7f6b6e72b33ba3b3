/**
 * The floating actions (the cost calculator's button at the bottom left, the live chat's at the
 * bottom right) cover nothing a visitor can use on the first screen: on one page of each type, at
 * 1440 × 900 and 375 × 812, every link and button drawn in the viewport is what the browser finds
 * at its centre, and no part of one is under a floating button. A full-width strip used to cut the
 * home hero's messaging link in half on first view. At 1440 px the buttons sit beside the content
 * column; at 375 px, where the first screens of the home page, the blog and the booking page reach
 * the corners with a link or a field, they show once the page scrolls.
 */
import type { Page } from '@playwright/test'
import { hydrated, PAGE_TYPES, showFloatingActions } from '../helpers/page'
import { expect, test } from '../helpers/test'

interface Covered {
  control: string
  by: string
  how: 'centre' | 'overlap'
}

/**
 * Every visible link and button of the first screen that a floating action covers: at the centre
 * of its part inside the viewport (what `elementFromPoint` finds there), or by any overlap of that
 * part with a floating button's box.
 */
function coveredControls(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const floating = document.querySelector('[data-floating-actions]')!
    // The floating buttons drawn now (below 1360 px they are hidden until the page scrolls).
    const buttons = [...floating.querySelectorAll<HTMLElement>('a, button')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el) => ({
        name: el.textContent!.trim(),
        box: el.getBoundingClientRect(),
      }))
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"${el.getAttribute('href') ? ` ${el.getAttribute('href')}` : ''}`
    const covered: { control: string; by: string; how: 'centre' | 'overlap' }[] = []
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, [role="button"], input:not([type="hidden"]), select, textarea, summary',
    )
    for (const control of controls) {
      if (floating.contains(control)) continue
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      const r = control.getBoundingClientRect()
      // Drawn at all (not a clipped 1 px box for screen readers), and on the first screen.
      if (r.width <= 1 || r.height <= 1) continue
      const left = Math.max(r.left, 0)
      const right = Math.min(r.right, innerWidth)
      const top = Math.max(r.top, 0)
      const bottom = Math.min(r.bottom, innerHeight)
      if (right - left < 1 || bottom - top < 1) continue
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
      if (hit && floating.contains(hit)) {
        covered.push({
          control: name(control),
          by: hit.closest('a, button')?.textContent?.trim() ?? '?',
          how: 'centre',
        })
        continue
      }
      for (const button of buttons) {
        const b = button.box
        if (left < b.right && b.left < right && top < b.bottom && b.top < bottom) {
          covered.push({ control: name(control), by: button.name, how: 'overlap' })
        }
      }
    }
    return covered
  })
}

for (const path of PAGE_TYPES) {
  test(`on ${path} the floating actions cover no link or button of the first screen @mobile`, async ({
    page,
  }) => {
    // A visit's later page: no loading screen over the first screen (first-visit.e2e.spec.ts).
    await page.addInitScript(() => sessionStorage.setItem('initialLoadComplete', 'true'))
    await page.goto(path)
    await hydrated(page, 'footer')
    const calculator = page.getByRole('button', { name: 'Cost Calculator' })
    const chat = page.getByRole('link', { name: 'Live Chat', exact: true })
    if (page.viewportSize()!.width >= 1360) {
      // Beside the content column, always there.
      await expect(calculator).toBeVisible()
      await expect(chat).toBeVisible()
    } else {
      // No margin beside the content: not over the first screen, and there once it scrolls.
      await expect(calculator).toBeHidden()
      await expect(chat).toBeHidden()
    }
    // Both fonts a visit meets: the fallback of a first page, then Inter once it has loaded.
    expect(await coveredControls(page)).toEqual([])
    await page.evaluate(() => document.fonts.ready)
    expect(await coveredControls(page)).toEqual([])

    // Scrolled, they are there; and the check sees a covered control: a link placed under the
    // calculator's button is found.
    await showFloatingActions(page)
    await expect(calculator).toBeVisible()
    await expect(chat).toBeVisible()
    const probe = await page.evaluate(() => {
      const box = document.querySelector('[data-floating-actions] button')!.getBoundingClientRect()
      const link = Object.assign(document.createElement('a'), {
        href: '/probe',
        textContent: 'probe',
      })
      Object.assign(link.style, {
        position: 'fixed',
        left: `${box.left}px`,
        top: `${box.top}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
        zIndex: '1',
      })
      document.body.append(link)
      return true
    })
    expect(probe).toBe(true)
    // (Scrolled, the page's own links pass under the buttons as under any floating button.)
    expect(await coveredControls(page)).toContainEqual({
      control: 'a "probe" /probe',
      by: 'Cost Calculator',
      how: 'centre',
    })
  })
}
