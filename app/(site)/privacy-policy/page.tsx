import { ContentPage, contentPageMetadata, loadPage } from '@/web/blocks/content-page'
import { PrivacyRequestSection } from '@/web/components/privacy/privacy-request-section'

const SLUG = 'privacy-policy'
const PATH = '/privacy-policy'

export const generateMetadata = () => contentPageMetadata(SLUG, PATH)

export default async function PrivacyPolicyPage() {
  const { page, settings } = await loadPage(SLUG)
  return (
    <ContentPage page={page} settings={settings} path={PATH}>
      <PrivacyRequestSection />
    </ContentPage>
  )
}
