import { getHomePage } from '@/web/blocks/page-content'
import { getLeadFormOptions, getSettings } from '@/web/content'
import { EAGER_PIECES } from '@/web/blocks/eager-pieces'
import { renderBlocks } from '@/web/blocks/render-blocks'
import { sectionLocator } from '@/web/components/sections/location'
import { IconSprite } from '@/web/components/home/icon-sprite'
import { ScrollReveal } from '@/web/components/home/scroll-reveal'
import { HomeStructuredData, homeMetadata } from '@/web/components/seo/home-structured-data'

/** The home page: the homePage document's blocks, in the editors' order, from the CMS. */
export default async function HomePage() {
  const [settings, leadForms, { home }] = await Promise.all([
    getSettings({ preview: true }),
    getLeadFormOptions({ preview: true }),
    // The homePage singleton is this page's own document (a client's preview link to /).
    getHomePage({ preview: true, page: '/' }),
  ])
  // In draft mode on Sanity, each block names its place in the document for Presentation.
  const locate = await sectionLocator(home)

  // One flat list (see renderBlocks); the keys are short because they are sent with the page.
  return [
    <IconSprite key="s" />,
    ...renderBlocks({
      blocks: home.sections,
      context: { settings, leadForms, breadcrumbs: [], pieces: EAGER_PIECES },
      locate,
    }),
    <ScrollReveal key="r" />,
    // Structured data: the business, the WebSite search action and the breadcrumb.
    <HomeStructuredData key="d" />,
  ]
}

export const generateMetadata = homeMetadata
