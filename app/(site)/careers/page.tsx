import { ContentPage, contentPageMetadata, loadPage } from '@/web/blocks/content-page'
import { OpenPositions } from '@/web/components/company/open-positions'
import { CareerApplicationForm } from '@/web/components/forms/career-application-form'

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
        <p className="mt-4 text-lg text-slate-600">
          Tell us about yourself and attach your résumé (PDF, DOC or DOCX, up to 5 MB).
        </p>
        <CareerApplicationForm
          className="mt-8"
          positions={(page.positions ?? []).map((p) => ({
            title: p.title,
            location: p.location ?? undefined,
          }))}
          agencyEmail={settings.email ?? ''}
        />
      </section>
    </ContentPage>
  )
}
