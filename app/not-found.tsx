import Link from 'next/link'

/**
 * A basic not-found page, answered with status 404 for unknown paths and slugs. The site-shell
 * issue designs the final one (header, footer, illustration); this one only has to be useful.
 */
export default function NotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center"
    >
      <p className="text-brand-600 text-sm font-semibold tracking-widest uppercase">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-4 text-lg text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4 text-sm font-semibold">
        <Link
          href="/"
          className="bg-brand-600 hover:bg-brand-700 rounded-full px-6 py-3 text-white"
        >
          Go home
        </Link>
        <Link
          href="/services"
          className="rounded-full border border-slate-300 px-6 py-3 text-slate-900 hover:bg-slate-50"
        >
          Our services
        </Link>
        <Link
          href="/search"
          className="rounded-full border border-slate-300 px-6 py-3 text-slate-900 hover:bg-slate-50"
        >
          Search
        </Link>
      </div>
    </main>
  )
}
