'use client'
/**
 * The fixed header: compact past 30 px of scroll (shorter and narrower, a floating bar), the logo
 * to home (a smooth scroll to the top when already there), the desktop navigation with the
 * services menu, the call link, and the mobile menu under 768 px. On pages other than home a
 * light travels round its outline.
 */
import { clsx } from 'clsx'
import Link from '@/web/components/ui/client-link'
import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useState } from 'react'
import type { Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { SHELL_EN, type ShellText } from '@/web/i18n/shell-text'
import { HEADER_SHRINK_PX } from './constants'
import type { LanguageLink } from './language-switch'
import { MobileMenu } from './mobile-menu'
import { HEADER_LINKS, type MenuCategory } from './nav'
import { scrollToTop } from './scroll'
import { ServicesMenu } from './services-menu'

export interface SiteHeaderProps {
  /** The page's language (English when absent): its links go to that language's pages. */
  locale?: Locale
  /** The shell's texts in that language; English pages pass none (web/i18n/shell-text.ts). */
  text?: ShellText
  /** The language switcher's links, for the mobile menu (the bar's are in `actions`). */
  languages?: LanguageLink[]
  brandName: string
  phone: string
  categories: MenuCategory[]
  /**
   * The call and booking links, rendered on the server (site-header-actions.tsx): plain links need
   * no client code. The class names here join without conflicts, so plain clsx stands in for
   * tailwind-merge's `cn`.
   */
  actions: ReactNode
  /** The services menu's category icons, drawn on the server (see ServicesMenu). */
  categoryIcons: ReactNode[]
  /** The logo (logo.tsx), drawn on the server. */
  logo: ReactNode
}

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false)
  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      setPast(window.scrollY > threshold)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [threshold])
  return past
}

export function SiteHeader({
  locale = 'en',
  text = SHELL_EN,
  languages,
  brandName,
  phone,
  categories,
  actions,
  categoryIcons,
  logo,
}: SiteHeaderProps) {
  const pathname = usePathname()
  const home = localizedHref('/', locale)
  const isHome = pathname === home
  const compact = useScrolledPast(HEADER_SHRINK_PX)

  return (
    <>
      <header
        data-compact={compact ? 'true' : 'false'}
        className={clsx(
          'fixed inset-x-0 top-0 z-50 transition-[padding] duration-300 ease-out',
          compact ? 'px-3 pt-3' : 'px-0 pt-0',
        )}
      >
        <div
          data-header-bar=""
          className={clsx(
            'relative mx-auto flex items-center justify-between gap-4 transition-[max-width,height,border-radius,box-shadow] duration-300 ease-out',
            compact
              ? 'h-14 max-w-5xl rounded-2xl px-4 shadow-lg shadow-slate-900/10 md:h-16'
              : 'h-16 max-w-full rounded-none px-4 sm:px-6 md:h-20 lg:px-10',
          )}
        >
          {/* The bar's background, a sibling layer (a backdrop-filter on an ancestor would
              become the containing block of the services menu's fixed position): opaque, without
              the blur, which at 85 % white had turned the bar grey over the dark sections (an
              outside review) and cost a phone a filter pass on every scrolled frame; at 95 % the
              lines scrolling under it still showed behind the logo on a phone (another). */}
          <div
            aria-hidden="true"
            className={clsx(
              'absolute inset-0 -z-10 rounded-[inherit] border-slate-200/80 bg-white transition-colors',
              compact ? 'border' : 'border-b',
            )}
          />
          {isHome ? null : <span aria-hidden="true" className="header-outline" />}

          <Link
            href={home}
            aria-label={text.homeLabel.replace('{brand}', brandName)}
            className="rounded-lg"
            onClick={(event) => {
              if (!isHome) return
              event.preventDefault()
              scrollToTop()
            }}
          >
            {logo}
          </Link>

          <nav aria-label={text.mainNav} className="hidden items-center gap-1 md:flex">
            <ServicesMenu
              locale={locale}
              text={text}
              categories={categories}
              icons={categoryIcons}
            />
            {HEADER_LINKS.map((link) => {
              const href = localizedHref(link.href, locale)
              const active = pathname === href || pathname.startsWith(`${href}/`)
              return (
                <Link
                  key={link.href}
                  href={href}
                  onClick={scrollToTop}
                  aria-current={active ? 'page' : undefined}
                  className={clsx(
                    'rounded-full px-3 py-2 text-sm font-medium transition-colors xl:px-4',
                    active
                      ? 'text-brand-700 bg-brand-50'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )}
                >
                  {text[link.text]}
                </Link>
              )
            })}
          </nav>

          <div className="flex items-center gap-2">
            {actions}
            <MobileMenu
              locale={locale}
              text={text}
              languages={languages}
              phone={phone}
              categories={categories}
            />
          </div>
        </div>
      </header>
      {/* Holds the header's place in the flow: the header is fixed and its height animates. */}
      <div aria-hidden="true" className="h-16 md:h-20" />
    </>
  )
}
