'use client'
/**
 * The mobile menu's panel (./mobile-menu.tsx), in a chunk of its own: its code (Radix Collapsible
 * and Accordion, the category icons, framer-motion's `m` with its DOM animation features) is
 * fetched when the visitor first reaches for the menu button, not with every page. It slides in
 * and out with framer-motion (LazyMotion + m + AnimatePresence); under reduced motion it only
 * fades (MotionConfig reducedMotion="user" drops the movement).
 */
import { ChevronDown, Phone } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/client-link'
import {
  AnimatePresence,
  domAnimation,
  LazyMotion,
  m,
  MotionConfig,
  useIsPresent,
} from 'framer-motion'
import { Collapsible } from 'radix-ui'
import { type MouseEvent, useState } from 'react'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/web/components/ui/accordion'
import { buttonClass } from '@/web/components/ui/button'
import { Icon } from '@/web/components/ui/icon'
import { cn } from '@/web/lib/utils'
import type { Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { SHELL_EN, type ShellText } from '@/web/i18n/shell-text'
import { LanguageSwitch, type LanguageLink } from './language-switch'
import { BOOK_CALL_PATH, HEADER_LINKS, type MenuCategory, servicePath, telHref } from './nav'

const rowClass =
  'flex items-center justify-between rounded-xl px-3 py-3 text-base font-medium text-slate-800 transition-colors hover:bg-slate-100'

export interface MobileMenuPanelProps {
  /** Shown; once loaded the panel stays mounted so that it can animate out when closed. */
  open: boolean
  id: string
  locale?: Locale
  text?: ShellText
  /** The language switcher's links (none on an English page while Arabic is unpublished). */
  languages?: LanguageLink[]
  phone: string
  categories: MenuCategory[]
  pathname: string
  /** A link was chosen: the menu closes. */
  onNavigate: () => void
}

export function MobileMenuPanel({ open, ...props }: MobileMenuPanelProps) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>{open ? <Panel key="panel" {...props} /> : null}</AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  )
}

function Panel({
  id,
  locale = 'en',
  text = SHELL_EN,
  languages,
  phone,
  categories,
  pathname,
  onNavigate,
}: Omit<MobileMenuPanelProps, 'open'>) {
  // Each opening mounts the panel anew: it starts with the categories collapsed.
  const [categoriesOpen, setCategoriesOpen] = useState(false)
  // While it animates out, a closed panel takes no clicks or focus.
  const present = useIsPresent()
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) onNavigate()
  }
  return (
    <m.nav
      id={id}
      aria-label={text.mobileNav}
      inert={!present}
      onClick={onPanelClick}
      initial={{ opacity: 0, y: -6 }}
      animate={{ opacity: 1, y: 0, transition: { duration: 0.18, ease: 'easeOut' } }}
      exit={{ opacity: 0, y: -6, transition: { duration: 0.12, ease: 'easeIn' } }}
      className="absolute inset-x-0 top-full mt-2 max-h-[calc(100dvh-5.5rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-3 shadow-2xl shadow-slate-900/15 md:hidden"
    >
      <ul className="space-y-1">
        <li>
          <a
            href={telHref(phone)}
            className={cn(rowClass, 'bg-brand-50 text-brand-800 justify-start gap-3')}
          >
            <Phone className="size-5" />
            <span>
              {text.callNow}{' '}
              <span dir="ltr" className="block text-sm font-normal">
                {phone}
              </span>
            </span>
          </a>
        </li>
        <li>
          <Link href={localizedHref('/services', locale)} className={rowClass}>
            {text.services}
          </Link>
        </li>
        <li>
          <Collapsible.Root open={categoriesOpen} onOpenChange={setCategoriesOpen}>
            <Collapsible.Trigger className={cn(rowClass, 'group w-full text-start')}>
              {text.servicesCategories}
              <ChevronDown className="size-5 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
            </Collapsible.Trigger>
            <Collapsible.Content className="px-3">
              <Accordion type="single" collapsible className="text-slate-800">
                {categories.map((category) => (
                  <AccordionItem key={category.title} value={String(category.index)}>
                    <AccordionTrigger className="gap-2 text-[15px]">
                      <span className="flex items-center gap-2">
                        <Icon name={category.icon ?? undefined} className="text-brand-600 size-4" />
                        {category.title}
                      </span>
                    </AccordionTrigger>
                    <AccordionContent>
                      <ul className="space-y-0.5 ps-6">
                        {category.services.map((service) => (
                          <li key={service.slug}>
                            <Link
                              href={localizedHref(servicePath(service.slug), locale)}
                              className="hover:text-brand-700 block rounded-md py-1.5 text-sm text-slate-600"
                            >
                              {service.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </Collapsible.Content>
          </Collapsible.Root>
        </li>
        {HEADER_LINKS.map((link) => {
          const href = localizedHref(link.href, locale)
          return (
            <li key={link.href}>
              <Link
                href={href}
                aria-current={pathname === href ? 'page' : undefined}
                className={rowClass}
              >
                {text[link.text]}
              </Link>
            </li>
          )
        })}
        {languages?.length ? (
          <li>
            <LanguageSwitch targets={languages} className={rowClass} />
          </li>
        ) : null}
      </ul>
      <Link
        href={localizedHref(BOOK_CALL_PATH, locale)}
        className={buttonClass({ size: 'lg', className: 'mt-3 w-full' })}
      >
        {text.scheduleCall}
      </Link>
    </m.nav>
  )
}
