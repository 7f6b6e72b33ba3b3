'use client'
/**
 * A client's logo; when the image fails to load, the
 * client's initials in its place. The image itself is rendered on the server (`children`); this
 * leaf only watches it, and catches a failure whether it happens before or after hydration.
 */
import { useEffect, useRef, useState } from 'react'
import { initials } from '@/web/lib/text'

export function ClientLogo({ name, children }: { name: string; children?: React.ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(!children)

  useEffect(() => {
    const img = boxRef.current?.querySelector('img')
    if (!img) return
    const fail = () => setFailed(true)
    // An image that failed before hydration reports no error event any more.
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) fail()
    img.addEventListener('error', fail)
    return () => img.removeEventListener('error', fail)
  }, [])

  return (
    <div ref={boxRef} data-client-logo={name} className="client-logo-box">
      {failed ? (
        <span
          role="img"
          aria-label={name}
          className="flex items-center gap-3"
          data-testid="logo-initials"
        >
          <span className="bg-brand-600 inline-flex size-11 items-center justify-center rounded-xl text-base font-bold text-white">
            {initials(name)}
          </span>
          <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
            {name}
          </span>
        </span>
      ) : (
        children
      )}
    </div>
  )
}
