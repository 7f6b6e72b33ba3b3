import Link from 'next/link'
import type { Settings } from '@/web/content'

const NAV = [
  { href: '/services', label: 'Services' },
  { href: '/our-work', label: 'Our Work' },
  { href: '/about', label: 'About' },
  { href: '/blogs', label: 'Blogs' },
  { href: '/careers', label: 'Careers' },
]

/** Interim header; the site-shell issue replaces it with the full header and menus. */
export function SiteHeader({ settings }: { settings: Settings }) {
  const tel = `tel:${settings.phone?.replace(/[^\d+]/g, '')}`
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-4 py-4">
        <Link href="/" className="text-xl font-bold tracking-tight">
          {settings.brandName}
        </Link>
        <nav aria-label="Main" className="hidden gap-6 text-sm font-medium md:flex">
          {NAV.map((item) => (
            <Link key={item.href} href={item.href} className="hover:text-brand-600">
              {item.label}
            </Link>
          ))}
        </nav>
        <a
          href={tel}
          className="bg-brand-600 rounded-full px-4 py-2 text-sm font-semibold text-white"
        >
          Call Now
        </a>
      </div>
    </header>
  )
}
