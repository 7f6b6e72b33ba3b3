/**
 * The admin's page frame: a bar with the way back to the inbox and sign-out, a row of links to the
 * admin's other pages, and the banner that says e-mail delivery is off when it is (no SMTP_URL:
 * e-mails wait in the outbox, unseen).
 */
import Link from '@/web/components/ui/link'
import { signOut } from '@/web/admin/actions'
import { buttonClass } from '@/web/components/ui/button'
import { LogoMark } from '@/web/components/shell/logo'
import type { DeliveryNotice } from '@/web/admin/inbox-page'
import { formatNumber } from '@/core/format/format'

/** The admin's pages besides the inbox, in the bar under its title. */
const ADMIN_LINKS = [
  { href: '/admin/bookings', label: 'Sessions' },
  { href: '/admin/reports', label: 'Report' },
  { href: '/admin/payment-links', label: 'Payment links' },
  { href: '/admin/redirects', label: 'Redirects' },
  { href: '/admin/preview-links', label: 'Preview links' },
  { href: '/admin/privacy', label: 'Privacy' },
] as const

export function AdminFrame({
  notice,
  children,
}: {
  notice: DeliveryNotice
  children: React.ReactNode
}) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
          <Link href="/admin/leads" className="flex items-center gap-2 font-bold text-slate-900">
            <LogoMark className="size-8" standalone />
            Lead inbox
          </Link>
          <form action={signOut}>
            <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              Sign out
            </button>
          </form>
        </div>
        {/* The desk's other rooms on a row of their own, which scrolls sideways on a phone. */}
        <nav aria-label="Admin" className="mx-auto max-w-6xl px-2 sm:px-4">
          <ul className="-mb-px flex [scrollbar-width:none] gap-1 overflow-x-auto sm:gap-2">
            {ADMIN_LINKS.map((item) => (
              <li key={item.href} className="flex-none">
                <Link
                  href={item.href}
                  className="inline-block rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {notice.emailOff ? (
        <div
          role="status"
          data-testid="delivery-off"
          className="border-b border-amber-300 bg-amber-50 text-amber-950"
        >
          <div className="mx-auto max-w-6xl px-4 py-3 text-sm sm:px-6">
            <p className="font-semibold">E-mail delivery is off.</p>
            <p className="mt-1">
              <code className="rounded bg-amber-100 px-1">SMTP_URL</code> is not set on this server,
              so no welcome or notification e-mail leaves it:{' '}
              {notice.waiting === 1
                ? '1 e-mail is waiting'
                : `${formatNumber(notice.waiting)} e-mails are waiting`}{' '}
              in the outbox. Each lead&apos;s page shows its e-mails as they will be sent; they go
              out once <code className="rounded bg-amber-100 px-1">SMTP_URL</code> is configured.
            </p>
          </div>
        </div>
      ) : null}
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">{children}</main>
    </div>
  )
}
