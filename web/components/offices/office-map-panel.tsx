'use client'
/**
 * The offices on screens from 768 px: the world map with a pin per office beside the office
 * cards; hovering or focusing either highlights the other. The map's code (react-simple-maps,
 * d3-geo and the world topology) is a separate chunk, requested only when the screen is wide
 * enough to show it; until it arrives a loading message holds its place, and if it cannot be
 * loaded a message with a retry does, while the office cards below stay.
 */
import { clsx } from 'clsx'
import { ArrowRight, MapPin, Phone, RotateCcw } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/client-link'
import { useState } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { Ltr, LtrRuns } from '@/web/components/ui/ltr-runs'
import { CONTACT_PATH, telHref } from '@/web/components/shell/nav'
import { plainButtonClass } from '@/web/components/ui/button-styles'
import { LazyPiece } from '@/web/components/ui/lazy-piece'
import { CountryFlag } from './country-flag'
import en from '@/messages/en/offices.json'
import type { OfficesText, OfficeView } from './types'
import { useMediaQuery } from '@/web/components/ui/use-media-query'

function MapLoading({ text }: { text: OfficesText }) {
  return (
    <div
      role="status"
      className="flex aspect-[9/4] w-full items-center justify-center text-sm font-medium text-slate-600"
    >
      <span className="flex items-center gap-2">
        <span className="border-brand-600 size-4 animate-spin rounded-full border-2 border-t-transparent motion-reduce:animate-none" />
        {text.loadingMap}
      </span>
    </div>
  )
}

function MapUnavailable({ retry, text }: { retry: () => void; text: OfficesText }) {
  return (
    <div
      role="alert"
      data-testid="office-map-unavailable"
      className="flex aspect-[9/4] w-full flex-col items-center justify-center gap-4 text-center"
    >
      <MapPin className="text-brand-600 size-8" />
      <p className="max-w-sm text-sm text-slate-600">{text.mapUnavailable}</p>
      <button type="button" onClick={retry} className={plainButtonClass({ variant: 'secondary' })}>
        <RotateCcw className="size-4" />
        {text.tryAgain}
      </button>
    </div>
  )
}

const loadOfficeMap = () => import('./office-map').then((mod) => mod.OfficeMap)

export function OfficeMapPanel({
  offices,
  text = en,
  contactHref = CONTACT_PATH,
  locale = DEFAULT_LOCALE,
}: {
  offices: OfficeView[]
  /** Its words on a page not in English. */
  text?: OfficesText
  /** The contact page in the page's language, on a page not in English. */
  contactHref?: string
  /** The page's language, on a page not in English. */
  locale?: Locale
}) {
  const wide = useMediaQuery('(min-width: 768px)')
  const [activeId, setActiveId] = useState<string | null>(offices[0]?._id ?? null)

  return (
    <div className="grid gap-6">
      <div className="from-brand-50 relative overflow-hidden rounded-3xl border border-slate-200 bg-gradient-to-br via-white to-slate-50 p-4 sm:p-6">
        {wide ? (
          <LazyPiece
            load={loadOfficeMap}
            props={{ offices, activeId, onActivate: setActiveId, text }}
            loading={<MapLoading text={text} />}
            failed={(retry) => <MapUnavailable retry={retry} text={text} />}
          />
        ) : (
          <MapLoading text={text} />
        )}
      </div>
      <ul aria-label={text.list} className="grid gap-3 md:grid-cols-3 lg:grid-cols-5">
        {offices.map((office) => {
          const active = office._id === activeId
          return (
            <li
              key={office._id}
              onMouseEnter={() => setActiveId(office._id)}
              onFocus={() => setActiveId(office._id)}
              data-active={active ? 'true' : 'false'}
              className={clsx(
                'flex flex-col rounded-2xl border bg-white p-4 transition-[border-color,box-shadow]',
                active ? 'border-brand-400 shadow-brand-600/10 shadow-md' : 'border-slate-200',
              )}
            >
              <div className="flex items-center gap-3">
                <CountryFlag
                  src={office.flag}
                  className="h-5 w-[1.875rem] rounded-[3px] ring-slate-900/20"
                />
                <div>
                  <h3 className="font-semibold text-slate-900">{office.name}</h3>
                  <p className="text-sm text-slate-600">{office.country}</p>
                </div>
              </div>
              <p className="mt-3 flex flex-1 gap-2 text-sm text-slate-600">
                <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" />
                {/* One flex item: the address's runs are its words, not columns. */}
                <span>
                  <LtrRuns text={office.address} locale={locale} />
                </span>
              </p>
              <a
                href={telHref(office.phone)}
                className="text-brand-700 mt-3 inline-flex items-center gap-2 text-sm font-medium hover:underline"
              >
                <Phone className="size-4" />
                {/* Left to right in every language ("+1 (212)…", not "(212)… 1+"). */}
                <Ltr locale={locale}>{office.phone}</Ltr>
              </a>
            </li>
          )
        })}
      </ul>
      <Link
        href={contactHref}
        className="text-brand-700 inline-flex items-center gap-1 justify-self-center text-sm font-semibold hover:underline"
      >
        {`${text.viewAll} `}
        <ArrowRight className="icon-fwd" />
      </Link>
    </div>
  )
}
