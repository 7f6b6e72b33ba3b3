'use client'
/**
 * The desktop services menu. Opens on hover over 'Services' (and on click, Enter, Space or
 * ArrowDown, which also move focus into it); closes 100 ms after the pointer leaves, on an outside
 * click, on Escape (focus goes back to 'Services'), when focus leaves it, or when a link is chosen.
 * It is a fixed panel 800–900 px wide placed under the header, re-placed when the window is
 * resized (debounced 100 ms), scrolled (50 ms) or the header changes size.
 */
import { clsx } from 'clsx'
import { ArrowRight, ChevronDown, MessagesSquare } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/client-link'
import { usePathname } from 'next/navigation'
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { plainButtonClass } from '@/web/components/ui/button-styles'
import {
  SERVICES_MENU_CLOSE_DELAY_MS,
  SERVICES_MENU_MIN_WIDTH_PX,
  SERVICES_MENU_RESIZE_DEBOUNCE_MS,
  SERVICES_MENU_SCROLL_DEBOUNCE_MS,
} from './constants'
import type { Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { SHELL_EN, type ShellText } from '@/web/i18n/shell-text'
import { BOOK_CALL_PATH, categoryPath, type MenuCategory, servicePath } from './nav'
import { type Placement, placeServicesMenu } from './services-menu-placement'

function debounce(fn: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const debounced = () => {
    clearTimeout(timer)
    timer = setTimeout(fn, ms)
  }
  debounced.cancel = () => clearTimeout(timer)
  return debounced
}

export function ServicesMenu({
  locale = 'en',
  text = SHELL_EN,
  categories,
  icons,
}: {
  locale?: Locale
  text?: ShellText
  categories: MenuCategory[]
  /**
   * Each category's icon, drawn on the server (the icon set stays out of the browser's bundle),
   * in the order of `categories`.
   */
  icons: ReactNode[]
}) {
  const [open, setOpen] = useState(false)
  const [placement, setPlacement] = useState<Placement | null>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const focusFirstOnOpen = useRef(false)
  const panelId = useId()
  const pathname = usePathname()

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), [])
  const openMenu = useCallback(() => {
    cancelClose()
    setOpen(true)
  }, [cancelClose])
  const closeMenu = useCallback(() => {
    cancelClose()
    setOpen(false)
  }, [cancelClose])
  const closeSoon = useCallback(() => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpen(false), SERVICES_MENU_CLOSE_DELAY_MS)
  }, [cancelClose])

  const place = useCallback(() => {
    const trigger = triggerRef.current
    if (!trigger) return
    const rect = trigger.getBoundingClientRect()
    const bar = trigger.closest('[data-header-bar]') ?? trigger
    const box = bar.getBoundingClientRect()
    // The bar's content edges: where its logo starts and its last button ends.
    const style = getComputedStyle(bar)
    setPlacement(
      placeServicesMenu(rect, box.bottom, document.documentElement.clientWidth, {
        left: box.left + parseFloat(style.paddingLeft),
        right: box.right - parseFloat(style.paddingRight),
      }),
    )
  }, [])

  // Placed before the first paint of the open panel.
  useLayoutEffect(() => {
    if (open) place()
  }, [open, place])

  useEffect(() => {
    if (!open) return
    const onResize = debounce(place, SERVICES_MENU_RESIZE_DEBOUNCE_MS)
    const onScroll = debounce(place, SERVICES_MENU_SCROLL_DEBOUNCE_MS)
    window.addEventListener('resize', onResize)
    window.addEventListener('scroll', onScroll, { passive: true })
    // The header shrinks and grows with scrolling: follow its size too.
    const bar = triggerRef.current?.closest('[data-header-bar]')
    const observer = new ResizeObserver(() => place())
    if (bar) observer.observe(bar)
    const header = bar?.closest('header')
    header?.addEventListener('transitionend', place)

    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (panelRef.current?.contains(target) || triggerRef.current?.contains(target)) return
      closeMenu()
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      closeMenu()
      triggerRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      onResize.cancel()
      onScroll.cancel()
      window.removeEventListener('resize', onResize)
      window.removeEventListener('scroll', onScroll)
      observer.disconnect()
      header?.removeEventListener('transitionend', place)
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, place, closeMenu])

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  // A route change (a link chosen here or elsewhere) closes the menu.
  useEffect(() => {
    setOpen(false)
  }, [pathname])

  useEffect(() => {
    if (!open || !placement || !focusFirstOnOpen.current) return
    focusFirstOnOpen.current = false
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus()
  }, [open, placement])

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault()
      focusFirstOnOpen.current = true
      if (open) panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus()
      else openMenu()
    }
  }

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A mouse has already opened it by hovering: a click keeps it open. Touch and pen toggle.
    const pointerType = (event.nativeEvent as PointerEvent).pointerType
    if (pointerType === 'mouse') openMenu()
    else if (open) closeMenu()
    else openMenu()
  }

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) closeMenu()
  }

  const onBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget as Node | null
    if (!next) return
    if (panelRef.current?.contains(next) || triggerRef.current?.contains(next)) return
    closeMenu()
  }

  return (
    <div onMouseEnter={openMenu} onMouseLeave={closeSoon} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onKeyDown={onTriggerKeyDown}
        onClick={onTriggerClick}
        className={clsx(
          'inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium transition-colors xl:px-4',
          open || pathname.startsWith(localizedHref('/services', locale))
            ? 'bg-brand-50 text-brand-700'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        {text.services}
        <ChevronDown
          className={clsx('size-4 transition-transform duration-200', open && 'rotate-180')}
        />
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="region"
          aria-label={text.services}
          data-testid="services-menu"
          onClick={onPanelClick}
          onMouseEnter={openMenu}
          style={{
            top: placement?.top ?? 0,
            left: placement?.left ?? 0,
            width: placement?.width ?? SERVICES_MENU_MIN_WIDTH_PX,
            visibility: placement ? 'visible' : 'hidden',
          }}
          className="animate-drop-in fixed z-50 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-2xl shadow-slate-900/15"
        >
          {/* A bridge over the gap to the header, so the pointer can travel into the panel. */}
          <span aria-hidden="true" className="absolute inset-x-0 -top-3 h-3" />
          {/* Each category's title and list on rows shared with the others (subgrid): a title
              on two lines ("Design & Development") started its list 8 px below the others'. */}
          <div className="grid grid-cols-2 gap-3 p-4 lg:grid-cols-4">
            {categories.map((category, position) => (
              <div
                key={category.title}
                role="group"
                aria-labelledby={`${panelId}-${category.index}`}
                className="row-span-2 grid grid-rows-subgrid rounded-2xl p-3 transition-colors hover:bg-slate-50"
              >
                <div className="flex items-center gap-2">
                  <span className="bg-brand-50 text-brand-700 inline-flex size-8 items-center justify-center rounded-lg">
                    {icons[position]}
                  </span>
                  <Link
                    id={`${panelId}-${category.index}`}
                    href={localizedHref(categoryPath(category.index), locale)}
                    className="hover:text-brand-700 text-sm font-semibold text-slate-900"
                  >
                    {category.title}
                  </Link>
                </div>
                <ul className="space-y-0.5">
                  {category.services.map((service) => (
                    <li key={service.slug}>
                      <Link
                        href={localizedHref(servicePath(service.slug), locale)}
                        className="hover:text-brand-700 block rounded-md px-1 py-1 text-sm text-slate-600 transition-colors hover:bg-white"
                      >
                        {service.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 bg-slate-50 px-6 py-4">
            <div className="flex items-center gap-3">
              <span className="bg-brand-600 inline-flex size-9 items-center justify-center rounded-full text-white">
                <MessagesSquare className="size-4" />
              </span>
              <div>
                <p className="text-sm font-semibold text-slate-900">{text.customTitle}</p>
                <p className="text-sm text-slate-600">{text.customText}</p>
              </div>
            </div>
            <div className="flex items-center gap-2">
              <Link
                href={localizedHref('/services', locale)}
                className={plainButtonClass({ variant: 'ghost', size: 'sm' })}
              >
                {text.allServices} <ArrowRight className="icon-fwd" />
              </Link>
              <Link
                href={localizedHref(BOOK_CALL_PATH, locale)}
                className={plainButtonClass({ size: 'sm' })}
              >
                {text.bookConsultation}
              </Link>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  )
}
