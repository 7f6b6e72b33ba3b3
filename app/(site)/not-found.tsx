import { titleWithBrand } from '@/web/components/seo/metadata'
import { NotFoundBoundaryScreen } from '@/web/components/shell/not-found-boundary'
import { getSettings } from '@/web/content'
import { translator } from '@/web/i18n/messages'

/** An unknown path or a notFound() in a page: status 404, inside the site's header and footer. */
export default async function SiteNotFound() {
  const { brandName } = await getSettings({ preview: true })
  const t = translator('en', 'notFound')
  return (
    <>
      {/* Metadata exports apply to the root not-found only; React hoists this into <head>. */}
      <title>{titleWithBrand(t('pageTitle'), brandName)}</title>
      <NotFoundBoundaryScreen />
    </>
  )
}
