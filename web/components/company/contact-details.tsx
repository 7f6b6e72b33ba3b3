import { Clock, Mail, MessageCircle, Phone } from '@/web/components/ui/icons'
import type { ReactNode } from 'react'
import { formatTimeLabel } from '@/core/format/format'
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import { socialPlatformName } from '@/web/content/social-platforms'
import type { Settings } from '@/web/content'
import { telHref } from '@/web/components/content/call-to-action'
import { translator } from '@/web/i18n/messages'

/**
 * The ways to reach the agency, from the site settings: phone, e-mail, messaging and hours, in
 * the page's language (the settings are read in it; the phone number and the address stay left
 * to right on a right-to-left page).
 */
export function ContactDetails({
  settings,
  locale = DEFAULT_LOCALE,
}: {
  settings: Settings
  locale?: Locale
}) {
  const t = translator(locale, 'contactDetails')
  const rtl = locales.entry(locale).dir === 'rtl'
  // Only on a right-to-left page: an English page's markup is as it was.
  const leftToRight = (value: ReactNode) => (rtl ? <span dir="ltr">{value}</span> : value)
  // The messaging platform by the name the page's language knows it by ("واتساب" in Arabic,
  // messages/{code}/contactDetails.json); any other by the name its owner writes.
  const platformName = (platform: string) =>
    platform === 'whatsapp' ? t('whatsapp') : socialPlatformName(platform)
  const cards = [
    {
      icon: Phone,
      label: t('callUs'),
      value: leftToRight(settings.phone),
      href: telHref(settings.phone),
      note: settings.claims?.hoursLabel,
    },
    {
      icon: Mail,
      label: t('emailUs'),
      value: leftToRight(settings.email),
      href: `mailto:${settings.email}`,
      note: settings.promises?.response,
    },
    ...(settings.messagingLink?.url
      ? [
          {
            icon: MessageCircle,
            label: settings.messagingLink.label ?? t('messageUs'),
            value: platformName(settings.messagingLink.platform),
            href: settings.messagingLink.url,
            note: settings.promises?.consultation,
          },
        ]
      : []),
  ]
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <h2 id="contact-details-heading" className="sr-only">
        {t('heading')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map(({ icon: IconDrawing, label, value, href, note }) => (
          <li
            key={label}
            data-dock-card
            className="group hover:border-brand-300 relative rounded-3xl border border-slate-200 bg-white p-8 shadow-sm transition-all hover:shadow-lg"
          >
            <span className="bg-brand-50 text-brand-600 group-hover:bg-brand-600 inline-flex size-12 items-center justify-center rounded-2xl transition-colors group-hover:text-white">
              <IconDrawing aria-hidden className="size-6" />
            </span>
            <p className="mt-6 text-sm font-medium text-slate-500">{label}</p>
            <a
              href={href}
              className="mt-1 block text-xl font-semibold break-words text-slate-900 after:absolute after:inset-0"
              {...(/^https?:/.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {value}
            </a>
            {note ? <p className="mt-3 text-sm text-slate-500">{note}</p> : null}
          </li>
        ))}
      </ul>
      {settings.workingHours?.length ? (
        <div className="mt-10 rounded-3xl border border-slate-200 bg-slate-50/70 p-8">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Clock className="text-brand-600 size-5" />
            {` ${t('workingHours')}`}
          </h3>
          {/* Evening hours in Karachi and Doha read as night shifts without a word on why (an
              outside review): the offices keep the North American working day. */}
          <p className="mt-2 text-sm text-slate-600">{t('workingHoursNote')}</p>
          {/* From 1024 px one row of the seven places, each its name over its hours (four and
              three in rows left a hole). */}
          <dl className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-7 lg:gap-x-0">
            {settings.workingHours.map((row) => (
              <div
                key={row._key}
                className="flex justify-between gap-3 border-b border-slate-200 pb-3 text-sm lg:flex-col lg:justify-start lg:gap-1 lg:border-s lg:border-b-0 lg:px-3 lg:pb-0 lg:first:border-s-0 lg:first:ps-0"
              >
                <dt className="font-medium text-slate-700">{row.label}</dt>
                <dd className="text-slate-500">
                  {formatTimeLabel(row.start, locale)} – {formatTimeLabel(row.end, locale)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  )
}
