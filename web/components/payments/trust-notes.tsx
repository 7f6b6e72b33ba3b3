import { LockKeyhole, Mail, Phone, ShieldCheck } from 'lucide-react'
import { telHref } from '@/web/components/content/call-to-action'
import type { GatewayName } from '@/web/payments/types'
import { cn } from '@/web/lib/utils'

/**
 * Why a client can pay here with confidence: who takes the card, that the site never sees it,
 * and a person to ask.
 */
export function TrustNotes({
  gateway,
  phone,
  email,
  payable = true,
  className,
}: {
  gateway: GatewayName
  phone?: string | null
  email?: string | null
  /** False once nothing is left to pay: only the way to ask remains. */
  payable?: boolean
  className?: string
}) {
  const items = [
    {
      icon: LockKeyhole,
      title: gateway === 'stripe' ? 'Secure payment by Stripe' : 'Secure test checkout',
      text:
        gateway === 'stripe'
          ? 'You pay on Stripe’s encrypted checkout page. Your card details never touch our site.'
          : 'No card is asked for: the test gateway completes the order without any money.',
    },
    {
      icon: ShieldCheck,
      title: 'Exact amount, no surprises',
      text: 'The amount is set by our price list or your quote, and your receipt arrives by e-mail.',
    },
  ]
  return (
    <div className={cn('space-y-5', className)}>
      <ul className={cn('space-y-4', !payable && 'hidden')}>
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="bg-brand-50 text-brand-700 inline-flex size-9 flex-none items-center justify-center rounded-xl">
              <Icon aria-hidden className="size-4.5" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-slate-900">{title}</span>
              <span className="block text-sm text-slate-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      {phone || email ? (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm">
          <p className="font-semibold text-slate-900">
            {payable ? 'Questions before you pay?' : 'Questions about this payment?'}
          </p>
          <div className="mt-2 flex flex-col gap-1.5 text-slate-700">
            {phone ? (
              <a
                href={telHref(phone)}
                className="hover:text-brand-700 inline-flex items-center gap-2"
              >
                <Phone aria-hidden className="size-4 text-slate-400" /> {phone}
              </a>
            ) : null}
            {email ? (
              <a
                href={`mailto:${email}`}
                className="hover:text-brand-700 inline-flex items-center gap-2 break-all"
              >
                <Mail aria-hidden className="size-4 flex-none text-slate-400" /> {email}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  )
}
