/**
 * The header's language switcher, call link and 'Schedule a Call' button: plain links, rendered on the server and
 * handed to the header's client code as children, so they add nothing to the browser's bundle.
 */
import { Phone } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/link'
import { buttonClass } from '@/web/components/ui/button'
import type { Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { languageLinks, translator } from '@/web/i18n/messages'
import { LanguageSwitch } from './language-switch'
import { BOOK_CALL_PATH, telHref } from './nav'

export function SiteHeaderActions({ locale, phone }: { locale: Locale; phone: string }) {
  const t = translator(locale, 'shell')
  const targets = languageLinks(locale)
  return (
    <>
      {/* Nothing on a page without another language to offer (English, while Arabic is unpublished). */}
      {/* In the bar from 768 px; on a phone, where the bar has no room, in the menu's panel. */}
      {targets.length > 0 ? (
        <LanguageSwitch
          targets={targets}
          className="hidden h-10 items-center rounded-full px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 md:inline-flex"
        />
      ) : null}
      <a
        href={telHref(phone)}
        className={buttonClass({
          variant: 'secondary',
          size: 'sm',
          className: 'md:h-10 md:px-4',
        })}
      >
        <Phone className="size-4" />
        <span className="md:hidden">{t('call')}</span>
        <span className="hidden md:inline">{t('callNow')}</span>
      </a>
      <Link
        href={localizedHref(BOOK_CALL_PATH, locale)}
        className={buttonClass({ size: 'sm', className: 'hidden h-10 lg:inline-flex' })}
      >
        {t('scheduleCall')}
      </Link>
    </>
  )
}
