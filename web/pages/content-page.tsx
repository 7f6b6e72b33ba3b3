import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import type { Locale } from '@/core/i18n/locales'
import type { Settings } from '@/web/content'
import {
  ContentPage,
  contentPageMetadata,
  loadPage,
  type PageDocument,
} from '@/web/blocks/content-page'
import { setRequestLocale } from '@/web/i18n/request-locale'

/** What a route adds to its page document, between the body and the closing call to action. */
export type ContentPageExtra = (page: {
  page: PageDocument
  settings: Settings
  locale: Locale
}) => ReactNode

/**
 * The page of a company or legal page document with a route of its own (/about, /ar/about): the
 * document `slug` at `path` (its English path) in the page's language, and what the route adds
 * (`extra`). Each language's route file is `contentRoute(slug, path[, extra])(locale)`; a language
 * without the document answers 404 at its address.
 */
export function contentRoute(slug: string, path: string, extra?: ContentPageExtra) {
  return (locale: Locale) => {
    async function generateMetadata(): Promise<Metadata> {
      return contentPageMetadata(slug, path, locale)
    }

    async function Page() {
      setRequestLocale(locale)
      const { page, settings } = await loadPage(slug, path, locale)
      return (
        <ContentPage page={page} settings={settings} path={path} locale={locale}>
          {extra?.({ page, settings, locale })}
        </ContentPage>
      )
    }

    return { generateMetadata, Page }
  }
}

export const aboutPage = contentRoute('about', '/about')
export const solutionsPage = contentRoute('solutions', '/solutions')
export const googlePartnerPage = contentRoute('google-partner', '/google-partner')
export const termsOfServicePage = contentRoute('terms-of-service', '/terms-of-service')
