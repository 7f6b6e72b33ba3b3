'use client'
/**
 * The modal of one office (office-list.tsx): its address, a phone link, 'Contact This Office'
 * (closes the modal and goes to /contact) and 'Close'. Its own module, loaded when a visitor
 * reaches for an office: the dialog's code (focus trap, scroll lock) is not part of the page.
 */
import { MapPin, Phone } from '@/web/components/ui/icons'
import { useRouter } from 'next/navigation'
import { buttonClass } from '@/web/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/web/components/ui/dialog'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { Ltr, LtrRuns } from '@/web/components/ui/ltr-runs'
import { CONTACT_PATH, telHref } from '@/web/components/shell/nav'
import { CountryFlag } from './country-flag'
import en from '@/messages/en/offices.json'
import type { OfficesText, OfficeView } from './types'

export interface OfficeDialogProps {
  selected: OfficeView
  open: boolean
  setOpen: (open: boolean) => void
  /** Its words on a page not in English. */
  text?: OfficesText
  /** The contact page in the page's language, on a page not in English. */
  contactHref?: string
  /** The page's language, on a page not in English. */
  locale?: Locale
}

export function OfficeDialog({
  selected,
  open,
  setOpen,
  text = en,
  contactHref = CONTACT_PATH,
  locale = DEFAULT_LOCALE,
}: OfficeDialogProps) {
  const router = useRouter()
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <div className="flex items-center gap-3">
          <CountryFlag src={selected.flag} className="h-8 w-12 rounded ring-slate-900/20" />
          <div>
            <DialogTitle>{selected.name}</DialogTitle>
            <DialogDescription className="text-sm">{selected.country}</DialogDescription>
          </div>
        </div>
        <div className="grid gap-3 rounded-2xl bg-slate-50 p-4 text-sm">
          <p className="flex gap-3 text-slate-700">
            <MapPin className="text-brand-600 mt-0.5 size-4 shrink-0" />
            <span>
              <LtrRuns text={selected.address} locale={locale} />
            </span>
          </p>
          <a
            href={telHref(selected.phone)}
            className="text-brand-700 flex items-center gap-3 font-medium hover:underline"
          >
            <Phone className="size-4 shrink-0" />
            {/* Left to right in every language ("+1 (212)…", not "(212)… 1+"). */}
            <Ltr locale={locale}>{selected.phone}</Ltr>
          </a>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <button
            type="button"
            className={buttonClass()}
            onClick={() => {
              setOpen(false)
              router.push(contactHref)
            }}
          >
            {text.contactOffice}
          </button>
          <DialogClose className={buttonClass({ variant: 'secondary' })}>{text.close}</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  )
}
