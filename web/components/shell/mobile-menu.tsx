'use client'
/**
 * The mobile menu (under 768 px): 'Open menu' / 'Close menu' toggles a panel under the header
 * holding, in order, the call link, Services, the collapsible 'Services Categories' (four groups,
 * one open at a time; choosing the open one collapses it), Our Work, About, Blogs, Careers and
 * Schedule a Call. It closes on any link click, on a route change and on Escape.
 */
import { Menu, X } from '@/web/components/ui/icons'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { LazyPiece } from '@/web/components/ui/lazy-piece'
import type { Locale } from '@/core/i18n/locales'
import { SHELL_EN, type ShellText } from '@/web/i18n/shell-text'
import type { LanguageLink } from './language-switch'
import type { MenuCategory } from './nav'

// The panel's code loads when the visitor reaches for the button (pointer, touch or focus), or at
// the latest on the click that opens it.
const importPanel = () => import('./mobile-menu-panel')
const loadPanel = () => importPanel().then((mod) => mod.MobileMenuPanel)
const preloadPanel = () => void importPanel().catch(() => undefined)

export function MobileMenu({
  locale = 'en',
  text = SHELL_EN,
  languages,
  phone,
  categories,
}: {
  locale?: Locale
  text?: ShellText
  languages?: LanguageLink[]
  phone: string
  categories: MenuCategory[]
}) {
  const [open, setOpen] = useState(false)
  // Once opened, the panel stays mounted so that it can animate out (mobile-menu-panel.tsx).
  const [opened, setOpened] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const pathname = usePathname()

  useEffect(() => {
    setOpen(false)
  }, [pathname])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    // The page behind does not scroll while the panel covers it.
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  const close = useCallback(() => setOpen(false), [])

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? text.closeMenu : text.openMenu}
        onClick={() => {
          setOpened(true)
          setOpen((value) => !value)
        }}
        onPointerEnter={preloadPanel}
        onTouchStart={preloadPanel}
        onFocus={preloadPanel}
        className="inline-flex size-10 items-center justify-center rounded-full text-slate-800 transition-colors hover:bg-slate-100 md:hidden"
      >
        {open ? <X className="size-6" /> : <Menu className="size-6" />}
      </button>
      {opened ? (
        <LazyPiece
          load={loadPanel}
          props={{
            open,
            id: panelId,
            locale,
            text,
            languages,
            phone,
            categories,
            pathname,
            onNavigate: close,
          }}
          loading={null}
          failed={(retry) =>
            open ? (
              <p
                id={panelId}
                role="alert"
                className="absolute inset-x-0 top-full mt-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-2xl md:hidden"
              >
                {text.menuFailed}{' '}
                <button
                  type="button"
                  onClick={retry}
                  className="text-brand-700 font-semibold underline"
                >
                  {text.tryAgain}
                </button>
              </p>
            ) : null
          }
        />
      ) : null}
    </>
  )
}
