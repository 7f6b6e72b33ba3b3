import { titleWithBrand } from '@/web/components/seo/metadata'
import { NotFoundBoundaryScreen } from '@/web/components/shell/not-found-boundary'
import { getSettings } from '@/web/content'

/**
 * An unknown Arabic path, or an Arabic page without its translation: 404 inside the Arabic frame.
 * (The screen's own words are translated with the rest of the Arabic interface, issue 44.)
 */
export default async function ArabicNotFound() {
  const { brandName } = await getSettings({ preview: true, locale: 'ar' })
  return (
    <>
      <title>{titleWithBrand('Page not found', brandName)}</title>
      <NotFoundBoundaryScreen />
    </>
  )
}
