/**
 * The offices section: under 768 px a scrollable list whose offices open a modal; from 768 px the
 * interactive world map (loaded lazily, as its own chunk) beside the office cards. Fetches the
 * offices itself, so any page can place it. Its list and map come from the page (`pieces`): the
 * offices block passes the page's (web/blocks/pieces.ts), /contact ones hydrated after the page's
 * load (./deferred-offices.tsx).
 */
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { CONTACT_PATH } from '@/web/components/shell/nav'
import { getOffices } from '@/web/content'
import { translatedProps, translator } from '@/web/i18n/messages'
import { cn } from '@/web/lib/utils'
import { withFlags } from './flags'
import type { ComponentProps, ComponentType } from 'react'
import type { OfficeList } from './office-list'
import type { OfficeMapPanel } from './office-map-panel'

/**
 * The section's client parts, given by the page: the components themselves, or wrappers that load
 * their code when drawn (web/blocks/pieces.ts).
 */
export interface OfficePieces {
  OfficeList: ComponentType<ComponentProps<typeof OfficeList>>
  OfficeMapPanel: ComponentType<ComponentProps<typeof OfficeMapPanel>>
}

export async function OfficesSection({
  className,
  locale = DEFAULT_LOCALE,
  pieces: { OfficeList, OfficeMapPanel },
}: {
  className?: string
  /** The client list (under 768 px) and map panel (from 768 px). */
  pieces: OfficePieces
  /** The page's language: the offices' content and the section's words are in it. */
  locale?: Locale
}) {
  const offices = withFlags(await getOffices({ preview: true, locale }))
  if (!offices.length) return null
  const t = translator(locale, 'offices')
  // The client pieces carry their English; another language's words go as props, with the
  // address of its contact page and the language itself (a phone number stays left to right on
  // a right-to-left page).
  const text = translatedProps(locale, (messages) => ({
    text: messages.offices,
    contactHref: localizedHref(CONTACT_PATH, locale),
    locale,
  }))
  return (
    <section
      aria-labelledby="offices-heading"
      className={cn('mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8', className)}
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-brand-700 text-sm font-semibold tracking-widest uppercase">
          {t('eyebrow')}
        </p>
        <h2
          id="offices-heading"
          className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          {t('title')}
        </h2>
        <p className="mt-4 text-lg text-slate-600" data-testid="offices-caption">
          {t('citiesBefore')}
          {offices.length}
          {t('citiesAfter')}
        </p>
      </div>
      <div className="mt-12">
        <div className="md:hidden">
          <OfficeList offices={offices} {...text} />
        </div>
        <div className="hidden md:block">
          <OfficeMapPanel offices={offices} {...text} />
        </div>
      </div>
    </section>
  )
}
