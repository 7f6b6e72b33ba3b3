'use client'
/**
 * The offices on narrow screens: a list of every office in the flow of the page (no inner scroll
 * box: it would hide the last offices and trap the visitor's swipe); tapping an office opens a
 * modal with its address, a phone link, 'Contact This Office' (closes the modal and goes to
 * /contact) and 'Close'. The modal's code (office-dialog.tsx) loads on first reach.
 */
import { ChevronRight } from '@/web/components/ui/icons'
import { useState } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { Ltr, LtrRuns } from '@/web/components/ui/ltr-runs'
import { LazyPiece } from '@/web/components/ui/lazy-piece'
import { telHref } from '@/web/components/shell/nav'
import { CountryFlag } from './country-flag'
import en from '@/messages/en/offices.json'
import type { OfficesText, OfficeView } from './types'

/** The modal's code (Radix Dialog) loads when a visitor reaches for an office, not with the page. */
const loadOfficeDialog = () => import('./office-dialog').then((module) => module.OfficeDialog)
const preloadOfficeDialog = () => void loadOfficeDialog().catch(() => undefined)

export function OfficeList({
  offices,
  text = en,
  contactHref,
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
  const [selected, setSelected] = useState<OfficeView | null>(null)
  const [open, setOpen] = useState(false)

  return (
    <>
      <ul aria-label={text.list} className="space-y-2">
        {offices.map((office) => (
          <li key={office._id}>
            <button
              type="button"
              aria-haspopup="dialog"
              onPointerEnter={preloadOfficeDialog}
              onFocus={preloadOfficeDialog}
              onTouchStart={preloadOfficeDialog}
              onClick={() => {
                setSelected(office)
                setOpen(true)
              }}
              className="office-item"
            >
              <CountryFlag src={office.flag} className="h-6 w-9 rounded-[3px] ring-slate-900/20" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{office.name}</span>
                <span className="block text-sm text-slate-600">{office.country}</span>
                <span className="mt-1 block text-sm text-slate-500">
                  <LtrRuns text={office.address} locale={locale} />
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-slate-400 rtl:-scale-x-100" />
            </button>
          </li>
        ))}
      </ul>

      {selected ? (
        <LazyPiece
          load={loadOfficeDialog}
          props={{ selected, open, setOpen, text, contactHref, locale }}
          loading={null}
          failed={(retry) => (
            <div
              role="alert"
              className="fixed inset-x-4 bottom-4 z-50 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xl"
            >
              <p className="font-semibold text-slate-900">{selected.name}</p>
              <p className="mt-1 text-slate-600">
                <LtrRuns text={selected.address} locale={locale} />
              </p>
              <div className="mt-3 flex flex-wrap gap-4">
                <a href={telHref(selected.phone)} className="text-brand-700 font-medium underline">
                  {/* Left to right in every language ("+1 (212)…", not "(212)… 1+"). */}
                  <Ltr locale={locale}>{selected.phone}</Ltr>
                </a>
                <button type="button" onClick={retry} className="font-medium underline">
                  {text.tryAgain}
                </button>
                <button
                  type="button"
                  onClick={() => setSelected(null)}
                  className="font-medium underline"
                >
                  {text.close}
                </button>
              </div>
            </div>
          )}
        />
      ) : null}
    </>
  )
}
