import { ContentPage, contentPageMetadata, loadPage } from '@/web/blocks/content-page'

const SLUG = 'about'
const PATH = '/about'

export const generateMetadata = () => contentPageMetadata(SLUG, PATH)

export default async function AboutPage() {
  const { page, settings } = await loadPage(SLUG)
  return <ContentPage page={page} settings={settings} path={PATH} />
}
