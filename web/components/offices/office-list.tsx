'use client'
/**
 * The offices on narrow screens: a list of every office in the flow of the page (no inner scroll
 * box: it would hide the last offices and trap the visitor's swipe); tapping an office opens a
 * modal with its address, a phone link, 'Contact This Office' (closes the modal and goes to
 * /contact) and 'Close'.
 */
import { ChevronRight } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { lazy, Suspense, useState } from 'react'
import { CONTACT_PATH } from '@/web/components/shell/nav'
import { CountryFlag } from './country-flag'
import type { OfficeView } from './types'

/**
 * The modal's code (Radix Dialog and its focus trap) is fetched when the visitor first reaches
 * for an office (pointer over, focus or tap), not with the page.
 */
const loadDialog = () => import('./office-dialog')
const OfficeDialog = lazy(() => loadDialog().then((mod) => ({ default: mod.OfficeDialog })))
const preloadDialog = () => void loadDialog().catch(() => undefined)

export function OfficeList({ offices }: { offices: OfficeView[] }) {
  const router = useRouter()
  const [selected, setSelected] = useState<OfficeView | null>(null)
  const [open, setOpen] = useState(false)

  return (
    <>
      <ul
        aria-label="Offices"
        className="space-y-2"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onTouchStart={preloadDialog}
      >
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
              <CountryFlag src={office.flag} className="h-6 w-9 rounded-[3px] ring-slate-900/10" />
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

      {selected ? (
        <Suspense fallback={null}>
          <OfficeDialog
            office={selected}
            open={open}
            onOpenChange={setOpen}
            onContact={() => {
              setOpen(false)
              router.push(CONTACT_PATH)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
