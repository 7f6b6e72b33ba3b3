'use client'
/**
 * The offices on narrow screens: a list of every office in the flow of the page (no inner scroll
 * box: it would hide the last offices and trap the visitor's swipe); tapping an office opens a
 * modal with its address, a phone link, 'Contact This Office' (closes the modal and goes to
 * /contact) and 'Close'.
 */
import { ChevronRight, MapPin, Phone } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { buttonClass } from '@/web/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/web/components/ui/dialog'
import { CONTACT_PATH, telHref } from '@/web/components/shell/nav'
import { CountryFlag } from './country-flag'
import type { OfficeView } from './types'

export function OfficeList({ offices }: { offices: OfficeView[] }) {
  const router = useRouter()
  const [selected, setSelected] = useState<OfficeView | null>(null)
  const [open, setOpen] = useState(false)

  return (
    <>
      <ul aria-label="Offices" className="space-y-2">
        {offices.map((office) => (
          <li key={office._id}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => {
                setSelected(office)
                setOpen(true)
              }}
              className="hover:border-brand-300 flex w-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors"
            >
              <CountryFlag src={office.flag} className="h-6 w-9" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{office.name}</span>
                <span className="block text-sm text-slate-600">{office.country}</span>
                <span className="mt-1 block truncate text-sm text-slate-500">{office.address}</span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>

      <Dialog open={open} onOpenChange={setOpen}>
        {selected ? (
          <DialogContent>
            <div className="flex items-center gap-3">
              <CountryFlag src={selected.flag} className="h-8 w-12 rounded" />
              <div>
                <DialogTitle>{selected.name}</DialogTitle>
                <DialogDescription className="text-sm">{selected.country}</DialogDescription>
              </div>
            </div>
            <div className="grid gap-3 rounded-2xl bg-slate-50 p-4 text-sm">
              <p className="flex gap-3 text-slate-700">
                <MapPin className="text-brand-600 mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{selected.address}</span>
              </p>
              <a
                href={telHref(selected.phone)}
                className="text-brand-700 flex items-center gap-3 font-medium hover:underline"
              >
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                {selected.phone}
              </a>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <button
                type="button"
                className={buttonClass()}
                onClick={() => {
                  setOpen(false)
                  router.push(CONTACT_PATH)
                }}
              >
                Contact This Office
              </button>
              <DialogClose className={buttonClass({ variant: 'secondary' })}>Close</DialogClose>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  )
}
