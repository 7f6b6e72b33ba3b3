import { titleWithBrand } from '@/web/components/seo/metadata'
import { NotFoundBoundaryScreen } from '@/web/components/shell/not-found-boundary'
import { getSettings } from '@/web/content'
import { translator } from '@/web/i18n/messages'

/** An unknown Arabic path, or an Arabic page without its translation: 404 inside the Arabic frame. */
export default async function ArabicNotFound() {
  const { brandName } = await getSettings({ preview: true, locale: 'ar' })
  const t = translator('ar', 'notFound')
  return (
    <>
      <title>{titleWithBrand(t('pageTitle'), brandName)}</title>
      <NotFoundBoundaryScreen locale="ar" />
    </>
  )
}
