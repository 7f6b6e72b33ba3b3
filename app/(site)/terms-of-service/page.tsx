import { ContentPage, contentPageMetadata, loadPage } from '@/web/blocks/content-page'

const SLUG = 'terms-of-service'
const PATH = '/terms-of-service'

export const generateMetadata = () => contentPageMetadata(SLUG, PATH)

export default async function TermsOfServicePage() {
  const { page, settings } = await loadPage(SLUG)
  return <ContentPage page={page} settings={settings} path={PATH} />
}
