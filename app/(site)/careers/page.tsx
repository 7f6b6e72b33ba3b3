import { ContentPage, contentPageMetadata, loadPage } from '@/web/components/company/content-page'
import { OpenPositions } from '@/web/components/company/open-positions'

const SLUG = 'careers'
const PATH = '/careers'

export const generateMetadata = () => contentPageMetadata(SLUG, PATH)

export default async function CareersPage() {
  const { page, settings } = await loadPage(SLUG)
  return (
    <ContentPage page={page} settings={settings} path={PATH}>
      <OpenPositions positions={page.positions ?? []} />
      <section
        id="apply"
        aria-labelledby="apply-heading"
        className="mx-auto max-w-3xl scroll-mt-24 px-4 py-20 sm:px-6"
      >
        <h2 id="apply-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Apply now
        </h2>
        {/* ── SPOT: career application form (leads issue) ──────────────────────────────────────
            Compose the career application form here, e.g.
              <CareerApplicationForm positions={(page.positions ?? []).map((p) => p.title)} />
            The "Apply" buttons of the open positions link to #apply. Until then, applicants
            reach the agency by e-mail. */}
        <p className="mt-4 text-lg text-slate-600">
          Send your resume and portfolio to{' '}
          <a
            href={`mailto:${settings.email}`}
            className="text-brand-600 font-semibold underline underline-offset-4"
          >
            {settings.email}
          </a>
          .
        </p>
        {/* ── END SPOT: career application form ─────────────────────────────────────────────── */}
      </section>
    </ContentPage>
  )
}
