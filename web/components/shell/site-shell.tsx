/**
 * The frame of every page (the spec's page layout): skip link, fixed header, main, footer,
 * the floating actions (cost calculator, live chat), hidden internal links for search engines, the
 * particle background and a smooth scroll to the top on every path change; and what a first visit
 * brings: the loading screen, the cookie banner and
 * analytics, content protection, the service worker and the sending of leads kept offline. A
 * server component: it fetches once (cached by tag) and hands plain props to small client leaves,
 * each of which starts after the page has loaded; those with nothing to show before then come in
 * one chunk fetched after the load event (./after-load.tsx). In draft mode (an editor's preview)
 * it adds the preview bar and, on Sanity, visual editing; neither is in a visitor's page.
 */
import { preconnect } from 'react-dom'
import { CalculatorProvider } from '@/web/components/calculator/calculator-provider'
import { calculatorContentPath } from '@/web/components/calculator/types'
import { ConsentManager } from '@/web/components/consent/consent-manager'
import { outboxText } from '@/web/components/forms/form-props'
import { OutboxSender } from '@/web/components/forms/outbox-sender'
import { LoadingScreen } from '@/web/components/loading/loading-screen'
import { PreviewBar, SanityVisualEditing } from '@/web/components/preview/preview-pieces'
import {
  getCostCalculator,
  getOffices,
  getServiceCatalogue,
  getSettings,
  getSiteIndex,
} from '@/web/content'
import { siteIntegrations } from '@/web/content/site-integrations'
import { contentBackend, deploymentVersion, env } from '@/web/env'
import { heldFontScript } from '@/web/fonts/deferred-font'
import { Icon } from '@/web/components/ui/icon'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { languageLinks, shellText, translatedProps, translator } from '@/web/i18n/messages'
import { AfterLoad } from './after-load'
import { ContentProtection } from './content-protection'
import { ContentProtectionScript, DeferredFontScript } from './first-paint-scripts'
import { FloatingActions } from './floating-actions'
import { LinkNavigation } from './link-navigation'
import { toMenuCategories, toSiteLinks } from './nav'
import { Logo, LogoSymbol } from './logo'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SiteHeaderActions } from './site-header-actions'
import { SiteIndexLinks } from './site-index-links'

/** The last element of <main>: the first paint waits for the parser to reach it. */
const MAIN_END_ID = 'main-end'

export async function SiteShell({
  children,
  preview = false,
  locale = DEFAULT_LOCALE,
  heldFonts,
}: {
  children: React.ReactNode
  /** Draft mode is on: an editor is previewing drafts. */
  preview?: boolean
  /**
   * The families a later page of the session holds its text for until they are in, when they are
   * in before its first frame (web/fonts/deferred-font.ts `heldFontScript`): the Arabic pages'.
   */
  heldFonts?: string
  /** The language of the pages it frames: their content and its own texts. */
  locale?: Locale
}) {
  const read = { preview: true, locale }
  const [settings, catalogue, offices, calculator, siteIndex] = await Promise.all([
    getSettings(read),
    getServiceCatalogue(read),
    getOffices(read),
    // A visitor's calculator fetches its content when first opened (calculatorContentPath): the
    // page's data does not carry it for a closed dialog. A draft preview carries its drafts.
    preview ? getCostCalculator(read) : undefined,
    getSiteIndex(read),
  ])
  const t = translator(locale, 'shell')
  const languages = languageLinks(locale)
  // Client components carry English themselves: a page in another language hands them its texts,
  // an English page nothing (translatedProps), so its data holds no interface text.
  const text = shellText(locale, settings.brandName)
  // The environment's ids override the CMS's; the CSP allows the same integrations' hosts.
  const { measurementId, chatId } = siteIntegrations(settings)
  const categories = toMenuCategories(catalogue)
  // One set of link arrays for the footer's lists and the hidden links: the page's data carries it once.
  const links = toSiteLinks(siteIndex, settings.brandSlug)
  // Page-load hint for the image host (the spec asks for one). The font is same-origin, asked for
  // after the first paint (web/fonts/deferred-font.ts): no connection to warm, no preload.
  if (contentBackend === 'sanity') preconnect('https://cdn.sanity.io')
  const protectContent = settings.contentProtection === true && !preview

  return (
    <CalculatorProvider
      content={calculator}
      contentHref={calculatorContentPath(locale)}
      {...translatedProps(locale, (messages) => ({
        locale,
        text: messages.calculator,
        shellText: text,
      }))}
    >
      {/* No frame before the parser has passed the page's content (React puts the link in the
          head): a frame drawn from a partly parsed document showed boxes without their last
          children, which then pushed their neighbours aside as the rest came in (the header's
          items spread with justify-between, the home hero's rating badge, a breadcrumb): layout
          shifts on the first screen of a slow connection. The footer and the page's data after
          it are not waited for. */}
      <link rel="expect" href={`#${MAIN_END_ID}`} blocking="render" />
      {/* A first visit keeps the fallback font; Inter is fetched after its first paint. */}
      <DeferredFontScript />
      {heldFonts ? (
        <script dangerouslySetInnerHTML={{ __html: heldFontScript(heldFonts) }} />
      ) : null}
      <LogoSymbol />
      <LoadingScreen brandName={settings.brandName} locale={locale} />
      {protectContent ? <ContentProtectionScript previewHosts={env.PREVIEW_HOSTS} /> : null}
      <a
        href="#main"
        className="focus:text-brand-700 sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[100] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader
        {...translatedProps(locale, () => ({ locale, text }))}
        // The other languages this page is in, for the mobile menu's switcher (none while no
        // other language is published: the prop is then left out of the page's data).
        {...(languages.length ? { languages } : {})}
        brandName={settings.brandName}
        phone={settings.phone}
        categories={categories}
        actions={<SiteHeaderActions locale={locale} phone={settings.phone} />}
        logo={<Logo brandName={settings.brandName} />}
        categoryIcons={categories.map((category) => (
          <Icon key={category.title} name={category.icon ?? undefined} className="size-4" />
        ))}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
        <span id={MAIN_END_ID} hidden />
      </main>
      <SiteFooter
        locale={locale}
        settings={settings}
        categories={categories}
        offices={offices}
        siteIndex={siteIndex}
        links={links}
      />
      {/* The page ends with a band of the floating actions' height: at the bottom of the page they
          sit on it, not on the footer's last links. */}
      <div aria-hidden="true" data-page-end className="h-[var(--dock-height)] bg-slate-950" />
      <SiteIndexLinks
        categories={categories}
        links={links}
        {...translatedProps(locale, (messages) => ({ locale, text: messages.siteIndex }))}
      />
      {preview ? <PreviewBar /> : null}
      {preview && contentBackend === 'sanity' ? <SanityVisualEditing /> : null}
      <FloatingActions locale={locale} chatId={chatId} />
      <ConsentManager
        measurementId={measurementId}
        {...translatedProps(locale, (messages) => ({ locale, text: messages.consent }))}
      />
      {/* The page's plain links followed by the router (web/components/ui/link.tsx). */}
      <LinkNavigation />
      <ContentProtection enabled={protectContent} previewHosts={env.PREVIEW_HOSTS} />
      {/* The particle background, scroll to top, timing log and service worker. */}
      <AfterLoad version={deploymentVersion} />
      <OutboxSender
        agencyEmail={settings.email}
        {...translatedProps(locale, (messages) => ({ locale, text: outboxText(messages) }))}
      />
    </CalculatorProvider>
  )
}
