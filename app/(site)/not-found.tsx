import { NotFoundScreen } from '@/web/components/shell/not-found-screen'

/** An unknown path or a notFound() in a page: status 404, inside the site's header and footer. */
export default function SiteNotFound() {
  return (
    <>
      {/* Metadata exports apply to the root not-found only; React hoists this into <head>. */}
      <title>Page not found</title>
      <NotFoundScreen />
    </>
  )
}
