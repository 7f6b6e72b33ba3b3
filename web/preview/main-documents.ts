/**
 * The document a page is about, by its route: the Presentation tool opens it beside the page
 * (studio/locations.ts), and a client preview link shows that document's draft on that page
 * (web/preview/scope.ts). GROQ filters, with the route's `:slug` as `$slug`.
 * A one-segment path is a company or legal page ('/about') or a landing page
 * ('/{brand slug}-{slug}').
 */
export const MAIN_DOCUMENTS = [
  { route: '/', filter: `_type == "homePage" && _id == "homePage"` },
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
