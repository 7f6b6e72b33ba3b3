import { OpenPositions } from '@/web/components/company/open-positions'
import { CareerApplicationForm } from '@/web/components/forms/career-application-form'
import { careerFormProps } from '@/web/components/forms/form-props'
import { translator } from '@/web/i18n/messages'
import { contentRoute } from './content-page'

/**
 * The careers page (/careers, /ar/careers): the careers document, its open positions and the
 * application form (web/components/forms), in the page's language.
 */
export const careersPage = contentRoute('careers', '/careers', ({ page, settings, locale }) => {
  const t = translator(locale, 'contentPages')
  return (
    <>
      <OpenPositions positions={page.positions ?? []} locale={locale} />
      <section
        id="apply"
        aria-labelledby="apply-heading"
        className="mx-auto max-w-3xl scroll-mt-24 px-4 py-20 sm:px-6"
      >
        <h2 id="apply-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('careers.applyHeading')}
        </h2>
        <p className="mt-4 text-lg text-slate-600">{t('careers.applyIntro')}</p>
        <CareerApplicationForm
          className="mt-8"
          positions={(page.positions ?? []).map((p) => ({
            title: p.title,
            location: p.location ?? undefined,
          }))}
          agencyEmail={settings.email ?? ''}
          {...careerFormProps(locale)}
        />
      </section>
    </>
  )
})
