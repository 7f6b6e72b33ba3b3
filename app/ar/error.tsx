'use client'
import { ErrorScreen } from '@/web/components/shell/error-screen'

/** An error inside an Arabic page: the error screen between the site's header and footer. */
export default function ArabicError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} />
}
