'use client'
import { ErrorScreen } from '@/web/components/shell/error-screen'

/** An error in a layout below the root (the site shell itself could not render). */
export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} />
}
