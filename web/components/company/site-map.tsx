import Link from '@/web/components/ui/link'
import type { SiteSection } from '@/web/components/seo/site-index'

/** The human site map: every page, grouped. */
export function SiteMap({ sections }: { sections: SiteSection[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="columns-1 gap-8 sm:columns-2 lg:columns-3">
        {sections.map((section) => (
          <section
            key={section.id}
            aria-labelledby={`sitemap-${section.id}`}
            className="mb-8 break-inside-avoid rounded-3xl border border-slate-200 bg-white p-7 shadow-sm"
          >
            <h2 id={`sitemap-${section.id}`} className="text-lg font-semibold text-slate-900">
              {section.title}
            </h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {section.links.map((link) => (
                <li key={link.path}>
                  <Link
                    href={link.path}
                    className="hover:text-brand-700 text-slate-600 hover:underline"
                  >
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
