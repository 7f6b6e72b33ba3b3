'use client'
import { ErrorScreen } from '@/web/components/shell/error-screen'
import { inter } from '@/web/fonts'
import './globals.css'

/** An error in the root layout: replaces the whole document, so it brings its own html and body. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="bg-white font-sans text-slate-900 antialiased">
        <title>Unexpected Application Error!</title>
        <ErrorScreen error={error} retry={retry} />
      </body>
    </html>
  )
}
