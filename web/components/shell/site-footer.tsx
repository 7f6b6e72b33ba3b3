/**
 * The footer: the newsletter sign-up, brand block, Quick Links, service categories (links on wide screens, an accordion on
 * narrow ones), contact links with copy controls and the Working Hours card, the four service
 * columns, agency pages, work and posts, the global presence strip and the legal row.
 */
import { CircleCheck, Clock, Mail, MapPin, Phone, Video } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/link'
import { socialPlatformName } from '@/web/content/social-platforms'
import type { Office, Settings } from '@/web/content'
import { CookieSettingsButton } from '@/web/components/consent/cookie-settings-button'
import { newsletterNotices } from '@/web/components/forms/form-props'
import { CountryFlag } from '@/web/components/offices/country-flag'
import { withFlags } from '@/web/components/offices/flags'
import { buttonClass } from '@/web/components/ui/button'
import { CopyButton } from './copy-button'
import { CurrentYear } from './current-year'
import { FOOTER_HEADING_CLASS, FOOTER_LINK_CLASS } from './constants'
import { FooterCategories, FooterLinks, FooterServiceColumns } from './footer-links'
import { FooterNewsletter } from './footer-newsletter'
import { Logo } from './logo'
import {
  BOOK_CALL_PATH,
  CONTACT_PATH,
  mailtoHref,
  type MenuCategory,
  pagePath,
  type SiteLinks,
  telHref,
} from './nav'
import type { SiteIndex } from './site-index-links'
import { formatTimeLabel } from '@/core/format/format'
import { ltrRun, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { translatedProps, translator } from '@/web/i18n/messages'

/** Each with its label's message key (messages/{code}/footer.json). */
const QUICK_LINKS = [
  { href: '/services', text: 'services' },
  { href: '/our-work', text: 'ourWork' },
  { href: '/about', text: 'aboutUs' },
  { href: '/blog', text: 'blog' },
  { href: '/careers', text: 'careers' },
  { href: CONTACT_PATH, text: 'contact' },
] as const

const linkClass = FOOTER_LINK_CLASS
const headingClass = FOOTER_HEADING_CLASS

export interface SiteFooterProps {
  /** The page's language: the footer's texts, and its links to the pages in that language. */
  locale: Locale
  settings: Settings
  categories: MenuCategory[]
  offices: Office[]
  siteIndex: SiteIndex
  /** The site's links, shared with the hidden internal links (nav.ts, toSiteLinks). */
  links: SiteLinks
}

export function SiteFooter({
  locale,
  settings,
  categories,
  offices,
  siteIndex,
  links,
}: SiteFooterProps) {
  const { brandName, brandSlug, phone, email } = settings
  const t = translator(locale, 'footer')
  const shell = translator(locale, 'shell')
  const href = (path: string) => localizedHref(path, locale)
  // Its client pieces carry English themselves: a page in another language hands them its texts,
  // an English page nothing (translatedProps), so its data holds no interface text.
  const listProps = translatedProps(locale, (messages) => ({ locale, text: messages.footerLinks }))
  const copyProps = translatedProps(locale, (messages) => ({ text: messages.copy }))
  const linkProps = translatedProps(locale, () => ({ locale }))
  const legalPages = siteIndex.pages.filter((page) => page.kind === 'legal')

  return (
    <footer className="relative isolate overflow-hidden bg-slate-950 text-slate-300">
      <div
        aria-hidden="true"
        className="bg-brand-600/20 absolute -top-40 left-1/2 -z-10 h-80 w-[48rem] -translate-x-1/2 rounded-full blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8 lg:pt-20">
        {/* Newsletter: the same sign-up as the home page's, at the foot of every page but that
            one, whose own band is a few screens above (globals.css .footer-newsletter). */}
        <section
          aria-labelledby="footer-newsletter"
          className="footer-newsletter mb-10 grid gap-5 rounded-2xl border border-white/10 bg-white/5 p-5 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-center lg:gap-10"
        >
          <div>
            <h2 id="footer-newsletter" className="text-lg font-semibold text-white">
              {t('newsletterTitle')}
            </h2>
            <p className="mt-1 text-sm text-slate-400">
              {t('newsletterText', { brand: brandName })}
            </p>
          </div>
          <FooterNewsletter
            {...translatedProps(locale, (messages) => ({
              text: messages.newsletter,
              notices: newsletterNotices(messages),
            }))}
          />
        </section>
        <div className="grid gap-x-8 gap-y-10 md:grid-cols-2 xl:grid-cols-4">
          {/* Brand block */}
          <div>
            <Link
              href={href('/')}
              aria-label={shell('homeLabel', { brand: brandName })}
              className="inline-block rounded-lg"
            >
              <Logo brandName={brandName} tone="light" />
            </Link>
            <p className="text-brand-300 mt-4 text-sm font-medium">{settings.tagline}</p>
            <p className="mt-6 text-2xl font-bold tracking-tight text-balance text-white">
              {settings.heroMessage}
            </p>
            <p className="mt-2 text-slate-400">{settings.heroSubline}</p>
            {settings.promises ? (
              <ul className="mt-5 space-y-2 text-sm">
                {[settings.promises.consultation, settings.promises.response].map((promise) => (
                  <li key={promise} className="flex items-center gap-2">
                    <CircleCheck className="text-brand-400 size-4" />
                    {promise}
                  </li>
                ))}
              </ul>
            ) : null}
            <Link
              href={href(BOOK_CALL_PATH)}
              className={buttonClass({ variant: 'inverse', className: 'mt-6' })}
            >
              <Video className="size-4" />
              {t('instantMeet')}
            </Link>
            {settings.socialLinks?.length ? (
              <ul aria-label={t('socialMedia')} className="mt-6 flex flex-wrap gap-2">
                {settings.socialLinks.map((social) => (
                  <li key={social._key}>
                    <a
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={social.label ?? socialPlatformName(social.platform)}
                      className="footer-social"
                    >
                      {socialPlatformName(social.platform)}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>

          {/* Quick Links */}
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={headingClass}>
              {t('quickLinks')}
            </h2>
            {/* Two columns on a phone: the footer there was three screens long (an outside
                review). */}
            <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-1">
              {QUICK_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={href(link.href)} className={linkClass}>
                    {t(link.text)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          {/* Service categories */}
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className={headingClass}>
              {t('services')}
            </h2>
            <FooterCategories categories={categories} {...listProps} />
          </nav>

          {/* Contact and hours */}
          <div>
            <h2 className={headingClass}>{t('getInTouch')}</h2>
            <ul className="mt-4 space-y-3">
              <li className="flex items-center justify-between gap-3">
                <a href={telHref(phone)} className={`${linkClass} inline-flex items-center gap-2`}>
                  <Phone className="text-brand-400 size-4" />
                  {/* Left to right in every language ("+1 (212)…", not "(212)… 1+"). */}
                  <span {...ltrRun(locale)}>{phone}</span>
                </a>
                <CopyButton value={phone} kind="phone" {...copyProps} />
              </li>
              <li className="flex items-center justify-between gap-3">
                <a
                  href={mailtoHref(email)}
                  className={`${linkClass} inline-flex min-w-0 items-center gap-2`}
                >
                  <Mail className="text-brand-400 size-4 shrink-0" />
                  <span {...ltrRun(locale)} className="truncate">
                    {email}
                  </span>
                </a>
                <CopyButton value={email} kind="email" {...copyProps} />
              </li>
            </ul>
            {settings.workingHours?.length ? (
              <section
                aria-labelledby="footer-working-hours"
                className="mt-6 rounded-2xl border border-white/10 bg-white/5 p-4"
              >
                <h3
                  id="footer-working-hours"
                  className="flex items-center gap-2 text-sm font-semibold text-white"
                >
                  <Clock className="text-brand-400 size-4" />
                  {t('workingHours')}
                </h3>
                <dl className="mt-3 space-y-1.5 text-sm" data-testid="working-hours">
                  {settings.workingHours.map((row) => (
                    <div key={row._key} className="flex justify-between gap-4">
                      <dt className="text-slate-400">{row.label}</dt>
                      {/* The times as the language writes them, as the contact card shows them
                          ("7:30 م – 3:30 ص"), in the page's direction: a left-to-right run would
                          reorder the Arabic words around the digits. */}
                      <dd className="footer-hours">
                        {formatTimeLabel(row.start, locale)} – {formatTimeLabel(row.end, locale)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
          </div>
        </div>

        {/* The four service columns (wide screens; narrow ones have the accordion above) */}
        <FooterServiceColumns categories={categories} {...listProps} />

        {/* Agency pages, work and writing. Like the rows above, on four columns (the posts' long
            titles on two), so that every row's columns start at the same places: the rows had
            12-column, 4-column and 3-column grids of their own (an outside review, issue 45). The
            first row takes two of them each below 1280 px, where a quarter is too narrow for the
            working hours and the e-mail address. */}
        <div className="mt-10 grid grid-cols-2 gap-8 border-t border-white/10 pt-8 md:grid-cols-4">
          <nav aria-labelledby="footer-agency">
            <h2 id="footer-agency" className={headingClass}>
              {t('agency')}
            </h2>
            <FooterLinks links={links.pages} kind="landing" {...linkProps}>
              <li>
                <Link href={href('/about')} className={linkClass}>
                  {t('aboutBrand', { brand: brandName })}
                </Link>
              </li>
              <li>
                <Link href={href('/careers')} className={linkClass}>
                  {t('careers')}
                </Link>
              </li>
            </FooterLinks>
          </nav>
          <nav aria-labelledby="footer-work">
            <h2 id="footer-work" className={headingClass}>
              {t('caseStudies')}
            </h2>
            <FooterLinks links={links.caseStudies} limit={5} {...linkProps}>
              <li>
                <Link
                  href={href('/our-work')}
                  className="text-brand-300 text-sm font-semibold hover:text-white"
                >
                  {t('allWork')}
                </Link>
              </li>
            </FooterLinks>
          </nav>
          <nav aria-labelledby="footer-posts" className="col-span-2">
            <h2 id="footer-posts" className={headingClass}>
              {t('fromTheBlog')}
            </h2>
            <FooterLinks links={links.posts} limit={4} {...linkProps}>
              <li>
                <Link
                  href={href('/blogs')}
                  className="text-brand-300 text-sm font-semibold hover:text-white"
                >
                  {t('allPosts')}
                </Link>
              </li>
            </FooterLinks>
          </nav>
        </div>

        {/* Global presence */}
        {offices.length ? (
          <section
            aria-labelledby="footer-presence"
            // On a wide screen the heading and the link to every location on one row, the five
            // offices spread on the next: on one row with them, the last office wrapped alone at
            // the content's width (lg:px-8, as the page's).
            className="mt-10 flex flex-col gap-4 rounded-2xl border border-white/10 bg-white/5 p-5 lg:grid lg:grid-cols-[1fr_auto] lg:items-center"
          >
            <h2 id="footer-presence" className={`${headingClass} flex items-center gap-2`}>
              <MapPin className="text-brand-400 size-4" />
              {t('globalPresence')}
            </h2>
            {/* One office a line on a phone: wrapped as they came, two shared a line and three stood
                alone (an outside review). */}
            <ul className="grid gap-x-5 gap-y-2 text-sm sm:flex sm:flex-wrap lg:col-span-2 lg:row-start-2 lg:justify-between">
              {withFlags(offices).map((office) => (
                <li key={office._id} className="flex items-center gap-2">
                  <CountryFlag src={office.flag} className="footer-flag" />
                  <span className="text-slate-200">{office.name}</span>
                  <span className="text-slate-400">{office.country}</span>
                </li>
              ))}
            </ul>
            <Link
              href={href(CONTACT_PATH)}
              className="text-brand-300 text-sm font-semibold hover:text-white lg:col-start-2 lg:row-start-1"
            >
              {/* A text arrow, as the footer's other 'all' links have (the spec's 'View All
                  Services →'). */}
              {t('allLocations')}
            </Link>
          </section>
        ) : null}

        {/* Legal row */}
        <div className="mt-10 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p data-testid="legal-row">
            © <CurrentYear initial={new Date().getFullYear()} /> {t('rights', { brand: brandName })}
          </p>
          {/* Two by two on a phone: in a wrapping row 'Cookie settings' stood alone on the second
              line (an outside review). */}
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 sm:flex sm:flex-wrap">
            {legalPages.map((page) => (
              <li key={page._id}>
                <Link href={href(pagePath(page, brandSlug))} className="hover:text-white">
                  {page.title}
                </Link>
              </li>
            ))}
            <li>
              <Link href={href('/sitemap')} className="hover:text-white">
                {t('sitemap')}
              </Link>
            </li>
            <li>
              <CookieSettingsButton
                className="hover:text-white"
                {...translatedProps(locale, (messages) => ({ text: messages.footerLinks }))}
              />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
