import { ArrowRight, BadgeCheck, ExternalLink } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/link'
import { HomeSectionFrame } from '../section-frame'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import type { BlockProps } from '../types'

const isExternal = (href: string) => /^https?:\/\//.test(href)

/**
 * Trust partners: the partner page of this site and
 * external profiles, which open in a new tab and say so.
 */
export function TrustPartners({
  block: { heading, partners },
  context: { locale = DEFAULT_LOCALE },
  headingId,
  location,
}: BlockProps<'trustPartnersSection'>) {
  if (!partners.length) return null
  const t = translator(locale, 'blocks')
  return (
    <HomeSectionFrame
      name="partners"
      headingId={headingId}
      heading={heading}
      location={location}
      className="py-20 sm:py-24"
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {partners.map((partner) => {
          const external = isExternal(partner.href)
          const content = (
            <>
              <span className="flex items-center justify-between">
                <span className="partner-icon">
                  <BadgeCheck className="size-6" />
                </span>
                {external ? (
                  <ExternalLink className="size-4 text-slate-400" />
                ) : (
                  <ArrowRight className="size-4 text-slate-400 rtl:-scale-x-100" />
                )}
              </span>
              <span className="mt-5 block text-lg font-semibold text-slate-900">
                {partner.name}
              </span>
              {partner.description ? (
                <span className="mt-2 block text-sm leading-6 text-slate-600">
                  {partner.description}
                </span>
              ) : null}
              {external ? <span className="sr-only">{t('opensNewTab')}</span> : null}
            </>
          )
          const cardClass = 'partner-card'
          return (
            <li key={partner._key} data-partner={partner.name}>
              {external ? (
                <a
                  href={partner.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-external=""
                  className={cardClass}
                >
                  {content}
                </a>
              ) : (
                <Link href={partner.href} className={cardClass}>
                  {content}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </HomeSectionFrame>
  )
}
