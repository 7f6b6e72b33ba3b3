'use client'
/**
 * An office's modal (office-list.tsx loads it on demand): its flag, name and country, address, a
 * phone link, 'Contact This Office' and 'Close'.
 */
import { MapPin, Phone } from 'lucide-react'
import { buttonClass } from '@/web/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/web/components/ui/dialog'
import { telHref } from '@/web/components/shell/nav'
import { CountryFlag } from './country-flag'
import type { OfficeView } from './types'

export function OfficeDialog({
  office,
  open,
  onOpenChange,
  onContact,
}: {
  office: OfficeView
  open: boolean
  onOpenChange: (open: boolean) => void
  onContact: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <div className="flex items-center gap-3">
          <CountryFlag src={office.flag} className="h-8 w-12 rounded ring-slate-900/10" />
          <div>
            <DialogTitle>{office.name}</DialogTitle>
            <DialogDescription className="text-sm">{office.country}</DialogDescription>
          </div>
        </div>
        <div className="grid gap-3 rounded-2xl bg-slate-50 p-4 text-sm">
          <p className="flex gap-3 text-slate-700">
            <MapPin className="text-brand-600 mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{office.address}</span>
          </p>
          <a
            href={telHref(office.phone)}
            className="text-brand-700 flex items-center gap-3 font-medium hover:underline"
          >
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {office.phone}
          </a>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <button type="button" className={buttonClass()} onClick={onContact}>
            Contact This Office
          </button>
          <DialogClose className={buttonClass({ variant: 'secondary' })}>Close</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  )
}
