'use client'
import { ErrorScreen } from '@/web/components/shell/error-screen'
import messages from '@/messages/ar/error.json'

/**
 * An error inside an Arabic page: the error screen between the site's header and footer, in
 * Arabic (a client component: it brings its messages, and only the Arabic pages carry them).
 */
export default function ArabicError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} locale="ar" text={messages} />
}
