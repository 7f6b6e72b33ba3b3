import type { Metadata } from 'next'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { getBusinessProfile, getSettings } from '@/web/content'
import { siteUrl } from '@/web/env'
import { Breadcrumbs } from './breadcrumbs'
import { JsonLd } from './json-ld'
import { pageMetadata } from './metadata'
import { businessJsonLd, websiteJsonLd } from './structured-data'

/**
 * The home page's structured data: the business (ProfessionalService with hours, founding year,
 * rating and the offices), the WebSite with its search action, and the one-item breadcrumb; on
 * another language's home page, the same business and that language's site, in its words.
 */
export async function HomeStructuredData({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const profile = await getBusinessProfile({ locale })
  if (!profile.settings) return null
  const business = { settings: profile.settings, offices: profile.offices }
  return (
    <>
      <JsonLd data={businessJsonLd(business, siteUrl)} />
      <JsonLd data={websiteJsonLd(profile.settings, siteUrl, locale)} />
      <Breadcrumbs items={[]} visible={false} />
    </>
  )
}

/** Title, description, canonical URL and Open Graph of the home page, from the settings. */
export async function homeMetadata(): Promise<Metadata> {
  const settings = await getSettings({ preview: true })
  return pageMetadata({
    brandName: settings.brandName,
    title: settings.tagline ?? settings.brandName,
    description: settings.description,
    path: '/',
  })
}
