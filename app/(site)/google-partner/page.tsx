import { ContentPage, contentPageMetadata, loadPage } from '@/web/blocks/content-page'

const SLUG = 'google-partner'
const PATH = '/google-partner'

export const generateMetadata = () => contentPageMetadata(SLUG, PATH)

export default async function GooglePartnerPage() {
  const { page, settings } = await loadPage(SLUG)
  return <ContentPage page={page} settings={settings} path={PATH} />
}
