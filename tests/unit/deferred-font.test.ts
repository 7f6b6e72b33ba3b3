/**
 * The site's font on a first visit (web/fonts/deferred-font.ts, issue 15): the inline script holds
 * the first page's text in the fallback, fetches Inter once the page has loaded and painted,
 * remembers it for the session and swaps it in when the browser is idle (issue 45);
 * later pages use Inter at once, and a client-side page change drops the mark.
 */
import { describe, expect, it, vi } from 'vitest'
import {
  DEFERRED_FONT_SCRIPT,
  FONT_DEFERRED_ATTRIBUTE,
  FONT_PINNED_ATTRIBUTE,
  FONT_SESSION_KEY,
  heldFontScript,
  SWAP_MAX_PINNED,
  releaseDeferredFont,
} from '@/web/fonts/deferred-font'

/** A box of the fake page: where it is in the fallback, and in Inter when that differs. */
interface Box {
  top: number
  height?: number
  /** Its top in Inter (the fallback's when absent). */
  interTop?: number
  /** Its height in Inter (the fallback's when absent). */
  interHeight?: number
  /** Text of its own (a text node among its children). */
  text?: string
  /** An inline element (a word in a line): its box is not where its line is. */
  inline?: boolean
  /** The box whose text, set in Inter, moves this one: kept in the fallback, this one stays. */
  movedBy?: Box
  children?: Box[]
}

/**
 * The font loaded on a complete page: its two frames, the swap's timer, the checks it awaits, and
 * every timer they set.
 */
async function loadedAndSettled(page: ReturnType<typeof run>) {
  page.frames.shift()!()
  page.frames.shift()!()
  page.timers.shift()!()
  await page.settle()
  page.timers.splice(0).forEach((timer) => timer())
}

function run({
  stored = false,
  readyState = 'loading',
  fontFails = false,
  family = ' "inter"',
  arabic = '',
  page = [] as Box[],
} = {}) {
  const attributes = new Map<string, string>()
  const measured = new Set<Box>()
  // The boxes whose text keeps the fallback (FONT_PINNED_ATTRIBUTE), with the family they keep.
  const pinned = new Map<Box, string>()
  // The page's elements: their boxes as the fallback (the mark) or Inter sets them, 390 px wide.
  const element = (box: Box): object => {
    return {
      box,
      getBoundingClientRect: () => {
        measured.add(box)
        const inInter =
          !attributes.has(FONT_DEFERRED_ATTRIBUTE) &&
          !pinned.has(box) &&
          !(box.movedBy && pinned.has(box.movedBy))
        const top = inInter ? (box.interTop ?? box.top) : box.top
        const height = (inInter ? box.interHeight : undefined) ?? box.height ?? 40
        return { top, bottom: top + height, height, left: 0, right: 390, width: 390 }
      },
      children: (box.children ?? []).map(element),
      firstChild: box.text ? { nodeType: 3, data: box.text, nextSibling: null } : null,
      textContent: box.text ?? '',
      hasAttribute: (name: string) => name === FONT_PINNED_ATTRIBUTE && pinned.has(box),
      setAttribute: (name: string) => {
        if (name === FONT_PINNED_ATTRIBUTE) pinned.set(box, '')
      },
      removeAttribute: (name: string) => {
        if (name === FONT_PINNED_ATTRIBUTE) pinned.delete(box)
      },
    }
  }
  const session = new Map<string, string>(stored ? [[FONT_SESSION_KEY, '1']] : [])
  const listeners = new Map<string, () => void>()
  const frames: (() => void)[] = []
  const timers: (() => void)[] = []
  const loads: string[] = []
  let settle: () => void = () => {}
  let styleReads = 0
  const fonts = {
    load: (font: string) => {
      loads.push(font)
      return new Promise<void>((resolve, reject) => {
        const previous = settle
        settle = () => {
          previous()
          if (fontFails) reject(new Error('network'))
          else resolve()
        }
      })
    },
  }
  const document = {
    readyState,
    fonts,
    documentElement: {
      clientWidth: 390,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
      hasAttribute: (name: string) => attributes.has(name),
    },
    body: element({ top: 0, height: 5000, children: page }),
  }
  const sessionStorage = {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => session.set(key, value),
  }
  new Function(
    'document',
    'sessionStorage',
    'addEventListener',
    'requestAnimationFrame',
    'setTimeout',
    'getComputedStyle',
    'innerHeight',
    DEFERRED_FONT_SCRIPT,
  )(
    document,
    sessionStorage,
    (type: string, listener: () => void) => listeners.set(type, listener),
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    // next/font's variable on <html>, as the stylesheet sets it; an element's display.
    (target: { box?: Box }) => {
      if (target.box) return { display: target.box.inline ? 'inline' : 'block' }
      styleReads++
      return {
        getPropertyValue: (name: string) =>
          name === '--font-inter' ? family : name === '--font-arabic' ? arabic : '',
      }
    },
    // A phone's screen.
    800,
  )
  return {
    measured,
    pinned,
    mark: () => attributes.get(FONT_DEFERRED_ATTRIBUTE),
    styleReads: () => styleReads,
    session,
    loads,
    listeners,
    frames,
    timers,
    settle: async () => {
      settle()
      // The font's promise and the script's handlers settle in microtasks.
      for (let turn = 0; turn < 5; turn++) await Promise.resolve()
    },
  }
}

describe('deferred font', () => {
  it('holds a first visit in the fallback, asks for Inter only after load and a painted frame, then swaps it in', async () => {
    const page = run()
    expect(page.mark()).toBe('deferred')
    expect(page.loads).toEqual([])
    page.listeners.get('load')!()
    expect(page.loads).toEqual([])
    // Two frames later (the first one drawn is on screen by then), and a task after that, the
    // font is asked for.
    page.frames.shift()!()
    expect(page.loads).toEqual([])
    page.frames.shift()!()
    expect(page.loads).toEqual([])
    page.timers.shift()!()
    expect(page.loads).toEqual(['1em "inter"'])
    expect(page.mark()).toBe('deferred')
    // The guard timer that covers a hidden tab (no frames) asks nothing twice.
    for (const timer of page.timers.splice(0)) timer()
    expect(page.loads).toHaveLength(1)
    await page.settle()
    expect(page.session.get(FONT_SESSION_KEY)).toBe('1')
    // Loaded: swapped in once the browser is idle (here a task).
    expect(page.mark()).toBe('deferred')
    page.timers.shift()!()
    expect(page.mark()).toBeUndefined()
  })

  it('on an Arabic page asks for the Arabic face beside Inter and remembers both, but keeps the first page in its fallback (no rewrapped lines)', async () => {
    // The visitor's own Arabic face sets the heading on two lines, Noto Sans Arabic on one: the
    // swap that keeps it back on an English page is not tried (its text moves in unmoved boxes).
    const heading: Box = { top: 100, height: 80, interHeight: 40, text: 'عنوان' }
    const page = run({
      readyState: 'complete',
      arabic: ' "noto arabic"',
      page: [heading, { top: 180, interTop: 140, movedBy: heading }],
    })
    page.frames.shift()!()
    page.frames.shift()!()
    page.timers.shift()!()
    expect(page.loads).toEqual(['1em "inter","noto arabic"'])
    expect(page.styleReads()).toBe(1)
    await page.settle()
    expect(page.session.get(FONT_SESSION_KEY)).toBe('1')
    for (const timer of page.timers.splice(0)) timer()
    expect(page.mark()).toBe('deferred')
    expect(page.pinned.size).toBe(0)
    expect(page.measured.has(heading)).toBe(false)
  })

  it('asks for the font in a hidden tab too, where no frame is drawn', () => {
    const page = run({ readyState: 'complete' })
    expect(page.frames).toHaveLength(1)
    for (const timer of page.timers) timer()
    expect(page.loads).toHaveLength(1)
  })

  it('uses Inter from the first paint once the session has loaded it', () => {
    const page = run({ stored: true })
    expect(page.mark()).toBeUndefined()
    expect(page.listeners.size).toBe(0)
  })

  it('remembers nothing when the font fails to load (the next page tries again)', async () => {
    const page = run({ readyState: 'complete', fontFails: true })
    page.frames.shift()!()
    page.frames.shift()!()
    page.timers.shift()!()
    await page.settle()
    expect(page.session.has(FONT_SESSION_KEY)).toBe(false)
    expect(page.mark()).toBe('deferred')
  })

  it("drops the mark on a client-side page change, and gives the kept texts the site's face", () => {
    const attributes = new Map([[FONT_DEFERRED_ATTRIBUTE, 'deferred']])
    const kept = { attributes: new Set([FONT_PINNED_ATTRIBUTE]) }
    const text = { removeAttribute: (name: string) => kept.attributes.delete(name) }
    vi.stubGlobal('document', {
      documentElement: { removeAttribute: (name: string) => attributes.delete(name) },
      querySelectorAll: (selector: string) =>
        selector === `[${FONT_PINNED_ATTRIBUTE}]` && kept.attributes.size ? [text] : [],
    })
    try {
      releaseDeferredFont()
    } finally {
      vi.unstubAllGlobals()
    }
    expect(attributes.has(FONT_DEFERRED_ATTRIBUTE)).toBe(false)
    expect(kept).toEqual({ attributes: new Set() })
  })

  it('reads no style before the first frame', () => {
    const page = run()
    expect(page.styleReads()).toBe(0)
    page.listeners.get('load')!()
    page.frames.shift()!()
    page.frames.shift()!()
    expect(page.styleReads()).toBe(0)
    page.timers.shift()!()
    expect(page.styleReads()).toBe(1)
  })

  it('drops the mark on a page without the font variable, and asks for nothing', () => {
    const page = run({ family: '', readyState: 'complete' })
    for (const timer of page.timers) timer()
    expect(page.mark()).toBeUndefined()
    expect(page.loads).toEqual([])
  })

  it('swaps with the text that would end its lines elsewhere kept in the fallback: nothing on the screen moves', async () => {
    // A paragraph whose last line fits in the fallback and not in Inter: it grows a line, and
    // what follows it on the screen moves down a line. Below the screen, a section
    // content-visibility skips. A word of a line (an inline element) whose box alone differs.
    const paragraph: Box = { top: 100, height: 60, interHeight: 90, text: 'A paragraph' }
    const word: Box = { top: 102, height: 20, interTop: 96, interHeight: 30, inline: true }
    const below: Box = { top: 900, height: 600, interTop: 930, children: [{ top: 950 }] }
    const page = run({
      readyState: 'complete',
      page: [
        {
          top: 100,
          height: 100,
          interHeight: 130,
          movedBy: paragraph,
          children: [paragraph, { top: 160, interTop: 190, movedBy: paragraph }, word],
        },
        below,
      ],
    })
    await loadedAndSettled(page)
    // The page is in Inter but the paragraph, which keeps the page's fallback: the section that
    // holds it grew too, but has no text of its own; the word is not where its line is.
    expect(page.mark()).toBeUndefined()
    expect([...page.pinned.keys()]).toEqual([paragraph])
    // What is not on the screen is never measured, nor walked into.
    expect(page.measured.has(below)).toBe(true)
    expect(page.measured.has(below.children![0]!)).toBe(false)
    // Once: no second try on this page, nothing waits on a scroll.
    expect(page.timers).toEqual([])
    expect(page.listeners.has('scroll')).toBe(false)
  })

  it('keeps the fallback when what moves has no text of its own to keep in it', async () => {
    // A box that moves in Inter with no line of text behind it on the screen (an image whose
    // caption is above the screen): nothing to keep back, so the page stays as it is drawn.
    const caption: Box = { top: -200, height: 40, interHeight: 70, text: 'Caption' }
    const page = run({
      readyState: 'complete',
      page: [caption, { top: 100, interTop: 130, movedBy: caption }],
    })
    await loadedAndSettled(page)
    expect(page.mark()).toBe('deferred')
    expect(page.pinned.size).toBe(0)
  })

  it(`keeps the fallback when more than ${SWAP_MAX_PINNED} texts would need it: no page of mixed faces`, async () => {
    // Each paragraph grows a line in Inter and moves the next.
    const paragraphs: Box[] = []
    for (let index = 0; index <= SWAP_MAX_PINNED; index++)
      paragraphs.push({
        top: 100 * index,
        height: 60,
        interHeight: 90,
        text: `Paragraph ${index}`,
        ...(index > 0 ? { interTop: 100 * index + 30, movedBy: paragraphs[index - 1] } : {}),
      })
    const page = run({ readyState: 'complete', page: paragraphs })
    await loadedAndSettled(page)
    expect(page.mark()).toBe('deferred')
    expect(page.pinned.size).toBe(0)
  })

  it('swaps at once when the screen is the same in both faces', async () => {
    const page = run({
      readyState: 'complete',
      page: [
        { top: 100, children: [{ top: 100 }, { top: 140 }] },
        { top: 1200, interTop: 1240 },
      ],
    })
    await loadedAndSettled(page)
    expect(page.mark()).toBeUndefined()
    expect(page.listeners.has('scroll')).toBe(false)
  })

  it('is a constant script of at most 2 kB', () => {
    expect(DEFERRED_FONT_SCRIPT.length).toBeLessThan(2048)
    expect(() => new Function(DEFERRED_FONT_SCRIPT)).not.toThrow()
  })
})

/** The held-font script (a later Arabic page) in a fake document: the frames and the load by hand. */
function runHeld({ stored = true, fails = false } = {}) {
  const attributes = new Map<string, string>()
  const frames: (() => void)[] = []
  const loads: string[] = []
  let settle: () => void = () => {}
  const document = {
    fonts: {
      load: (font: string) => {
        loads.push(font)
        return new Promise<void>((resolve, reject) => {
          settle = () => (fails ? reject(new Error('network')) : resolve())
        })
      },
    },
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
  }
  const session = new Map<string, string>(stored ? [[FONT_SESSION_KEY, '1']] : [])
  new Function(
    'document',
    'sessionStorage',
    'requestAnimationFrame',
    heldFontScript("'inter','notoSansArabic'"),
  )(document, { getItem: (key: string) => session.get(key) ?? null }, (callback: () => void) =>
    frames.push(callback),
  )
  return {
    mark: () => attributes.get(FONT_DEFERRED_ATTRIBUTE),
    loads,
    frame: () => frames.shift()!(),
    settle: async () => {
      settle()
      for (let turn = 0; turn < 5; turn++) await Promise.resolve()
    },
  }
}

describe('held font (a later page of an Arabic session)', () => {
  it('holds the page in its fallback, asks for its faces at once, and draws its first frame in them when they are in first', async () => {
    const page = runHeld()
    expect(page.mark()).toBe('deferred')
    expect(page.loads).toEqual(["1em 'inter','notoSansArabic'"])
    await page.settle()
    expect(page.mark()).toBeUndefined()
  })

  it('keeps the fallback when a frame was drawn before the faces came: nothing moves', async () => {
    const page = runHeld()
    page.frame()
    await page.settle()
    expect(page.mark()).toBe('deferred')
  })

  it('keeps the fallback when the faces cannot load, and does nothing on a first visit', async () => {
    const failing = runHeld({ fails: true })
    await failing.settle()
    expect(failing.mark()).toBe('deferred')
    const first = runHeld({ stored: false })
    expect(first.mark()).toBeUndefined()
    expect(first.loads).toEqual([])
  })
})
