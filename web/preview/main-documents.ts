/**
 * The document a page is about, by its route: the Presentation tool opens it beside the page
 * (studio/locations.ts), and a client preview link shows that document's draft on that page
 * (web/preview/scope.ts). GROQ filters, with the route's `:slug` as `$slug`.
 * A one-segment path is a company or legal page ('/about') or a landing page
 * ('/{brand slug}-{slug}').
 *
 * Every language has the same routes under its prefix (core/i18n/locales.ts: `/ar/services/:slug`
 * is the Arabic service), each finding the document in its language. The prefixed languages come
 * first: `/ar` is the Arabic home page, not a page whose slug is "ar".
 */
import { DEFAULT_LOCALE, locales } from '../../core/i18n/locales.ts'

const ROUTES = [
  { route: '/', filter: `_type == "homePage"` },
  { route: '/services/:slug', filter: `_type == "service" && slug.current == $slug` },
  { route: '/our-work/:slug', filter: `_type == "caseStudy" && slug.current == $slug` },
  { route: '/blogs/:slug', filter: `_type == "blogPost" && slug.current == $slug` },
  {
    route: '/:slug',
    filter: `_type == "page" && select(
      kind == "landing" => *[_type == "siteSettings" && _id == "siteSettings"][0].brandSlug + "-" + slug.current == $slug,
      slug.current == $slug
    )`,
  },
] as const

const inLanguage = (locale: string) => `coalesce(language, "${DEFAULT_LOCALE}") == "${locale}"`

export const MAIN_DOCUMENTS: readonly { route: string; filter: string }[] = [
  ...locales.codes.filter((locale) => locale !== DEFAULT_LOCALE),
  DEFAULT_LOCALE,
].flatMap((locale) =>
  ROUTES.map(({ route, filter }) => ({
    route: locales.localize(route, locale),
    filter: `${filter} && ${inLanguage(locale)}`,
  })),
)
