import type { Metadata } from 'next'
import { getHomePage } from '@/web/blocks/page-content'
import { EAGER_PIECES } from '@/web/blocks/eager-pieces'
import { renderBlocks } from '@/web/blocks/render-blocks'
import { getLeadFormOptions, getSettings } from '@/web/content'
import { sectionLocator } from '@/web/components/sections/location'
import { IconSprite } from '@/web/components/home/icon-sprite'
import { ScrollReveal } from '@/web/components/home/scroll-reveal'
import { pageMetadata } from '@/web/components/seo/metadata'
import { HomeStructuredData } from '@/web/components/seo/home-structured-data'
import { setRequestLocale } from '@/web/i18n/request-locale'

const LOCALE = 'ar' as const

/** The Arabic home page: the Arabic homePage document's blocks, as app/(site)/page.tsx. */
export default async function ArabicHomePage() {
  setRequestLocale(LOCALE)
  const read = { preview: true, locale: LOCALE } as const
  const [settings, leadForms, { home }] = await Promise.all([
    getSettings(read),
    getLeadFormOptions(read),
    getHomePage({ ...read, page: '/ar' }),
  ])
  const locate = await sectionLocator(home)
  return [
    <IconSprite key="s" />,
    ...renderBlocks({
      blocks: home.sections,
      context: { settings, leadForms, breadcrumbs: [], locale: LOCALE, pieces: EAGER_PIECES },
      locate,
    }),
    <ScrollReveal key="r" />,
    <HomeStructuredData key="d" locale={LOCALE} />,
  ]
}

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings({ preview: true, locale: LOCALE })
  return pageMetadata({
    brandName: settings.brandName,
    title: settings.tagline ?? settings.brandName,
    description: settings.description,
    path: '/',
    locale: LOCALE,
  })
}
