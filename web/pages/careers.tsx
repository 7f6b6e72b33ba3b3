import { SectionHeading } from '@/web/components/content/section-heading'
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
  const positions = translator(locale, 'pageBlocks')
  return (
    <>
      <OpenPositions
        positions={page.positions ?? []}
        heading={
          <SectionHeading
            id="positions-heading"
            eyebrow={positions('positions.eyebrow')}
            title={positions('positions.heading')}
          />
        }
        locale={locale}
      />
      <section
        id="apply"
        aria-labelledby="apply-heading"
        className="mx-auto max-w-3xl scroll-mt-24 px-4 py-20 sm:px-6"
      >
        <SectionHeading
          id="apply-heading"
          eyebrow={t('careers.applyEyebrow')}
          title={t('careers.applyHeading')}
          intro={t('careers.applyIntro')}
        />
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
