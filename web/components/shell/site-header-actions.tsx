/**
 * The header's call link and 'Schedule a Call' button: plain links, rendered on the server and
 * handed to the header's client code as children, so they add nothing to the browser's bundle.
 */
import { Phone } from 'lucide-react'
import Link from '@/web/components/ui/link'
import { buttonClass } from '@/web/components/ui/button'
import { BOOK_CALL_PATH, telHref } from './nav'

export function SiteHeaderActions({ phone }: { phone: string }) {
  return (
    <>
      <a
        href={telHref(phone)}
        className={buttonClass({
          variant: 'secondary',
          size: 'sm',
          className: 'md:h-10 md:px-4',
        })}
      >
        <Phone className="size-4" aria-hidden="true" />
        <span className="md:hidden">Call</span>
        <span className="hidden md:inline">Call Now</span>
      </a>
      <Link
        href={BOOK_CALL_PATH}
        className={buttonClass({ size: 'sm', className: 'hidden h-10 lg:inline-flex' })}
      >
        Schedule a Call
      </Link>
    </>
  )
}
