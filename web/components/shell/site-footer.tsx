import type { Settings } from '@/web/content'

/** Interim footer; the site-shell issue replaces it with the full footer. */
export function SiteFooter({ settings }: { settings: Settings }) {
  return (
    <footer className="mt-24 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 text-sm text-slate-600">
        <p className="font-semibold text-slate-900">{settings.brandName}</p>
        <p>{settings.tagline}</p>
        <p className="mt-4">
          <a href={`tel:${settings.phone?.replace(/[^\d+]/g, '')}`}>{settings.phone}</a> ·{' '}
          <a href={`mailto:${settings.email}`}>{settings.email}</a>
        </p>
        <p className="mt-4">
          © {new Date().getFullYear()} {settings.brandName}
        </p>
      </div>
    </footer>
  )
}
