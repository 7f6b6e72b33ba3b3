import { ContentPage, contentPageMetadata, loadPage } from '@/web/blocks/content-page'

const SLUG = 'solutions'
const PATH = '/solutions'

export const generateMetadata = () => contentPageMetadata(SLUG, PATH)

export default async function SolutionsPage() {
  const { page, settings } = await loadPage(SLUG)
  return <ContentPage page={page} settings={settings} path={PATH} />
}
