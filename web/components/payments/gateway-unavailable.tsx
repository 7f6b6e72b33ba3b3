import { CloudOff } from 'lucide-react'
import Link from '@/web/components/ui/link'
import { telHref } from '@/web/components/content/call-to-action'
import { buttonClass } from '@/web/components/ui/button'

/** The payment provider could not be reached: nothing was charged, try again. */
export function GatewayUnavailable({
  retryHref,
  phone,
}: {
  retryHref: string
  phone?: string | null
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
        <CloudOff aria-hidden className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        We could not open the payment page
      </h1>
      <p className="mt-4 text-lg text-slate-600" role="status">
        The payment provider did not answer. Nothing was charged. Please try again in a moment
        {phone ? ', or call us' : ''}.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link href={retryHref} className={buttonClass({ size: 'lg' })}>
          Try again
        </Link>
        {phone ? (
          <a href={telHref(phone)} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            Call {phone}
          </a>
        ) : null}
      </div>
    </div>
  )
}
