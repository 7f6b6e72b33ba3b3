import type { Metadata } from 'next'
import { cache } from 'react'
import type { Locale } from '@/core/i18n/locales'
import { getFirstTestimonial, getServiceCatalogue, getSettings } from '@/web/content'
import { PageHero } from '@/web/components/content/page-hero'
import { HeroTestimonial } from '@/web/components/content/hero-testimonial'
import { ButtonLink, CallToAction } from '@/web/components/content/call-to-action'
import { ArrowRight } from '@/web/components/ui/icons'
import { localizedHref } from '@/core/i18n/routes'
import { BOOK_CALL_PATH, CONTACT_PATH } from '@/web/components/shell/nav'
import { pageMetadata } from '@/web/components/seo/metadata'
import { ServiceCatalogue } from '@/web/components/services/service-catalogue'
import { translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'
import { joinList, sentences } from '@/web/lib/text'

const PATH = '/services'

/** Once per request: generateMetadata and the page share it. */
const describe = cache(async (locale: Locale) => {
  const read = { preview: true, locale } as const
  const [settings, categories, testimonial] = await Promise.all([
    getSettings(read),
    getServiceCatalogue(read),
    getFirstTestimonial(read),
  ])
  const t = translator(locale, 'servicesPage')
  const count = categories.reduce((sum, category) => sum + category.services.length, 0)
  const intro = t('intro', {
    count,
    categories: joinList(
      categories.map((c) => c.title),
      locale,
    ),
  })
  return { settings, categories, testimonial, intro, t }
})

/**
 * The services page (/services, /ar/services) in `locale`: the catalogue by category. Each
 * language's route file (app/(site)/services/page.tsx, app/ar/services/page.tsx) is this with
 * its language.
 */
export function servicesPage(locale: Locale) {
  async function generateMetadata(): Promise<Metadata> {
    const { settings, intro, t } = await describe(locale)
    return pageMetadata({
      brandName: settings.brandName,
      title: t('title'),
      description: intro,
      path: PATH,
      locale,
    })
  }

  async function ServicesPage() {
    setRequestLocale(locale)
    const { settings, categories, testimonial, intro, t } = await describe(locale)
    return (
      <>
        <PageHero
          breadcrumbs={[{ name: t('title'), url: PATH }]}
          eyebrow={t('eyebrow')}
          title={t('title')}
          intro={intro}
          aside={
            testimonial ? <HeroTestimonial testimonial={testimonial} locale={locale} /> : undefined
          }
          asideAtTop
        >
          {/* The page's own way on, under the introduction: beside the testimonial card the text
              column ended 200 px above it, over nothing, and the page's only action was at its
              foot (an outside review at 1440 px). Side by side on a phone too, not two full rows. */}
          <div className="flex flex-wrap items-center gap-3">
            <ButtonLink href={localizedHref(BOOK_CALL_PATH, locale)}>
              {t('ctaAction')} <ArrowRight className="icon-fwd" />
            </ButtonLink>
            <ButtonLink href={localizedHref(CONTACT_PATH, locale)} variant="secondary">
              {t('heroContact')}
            </ButtonLink>
          </div>
        </PageHero>
        <ServiceCatalogue categories={categories} />
        <CallToAction
          title={t('ctaTitle')}
          text={sentences(settings.promises?.consultation, settings.promises?.response)}
          action={t('ctaAction')}
          phone={settings.phone}
        />
      </>
    )
  }

  return { generateMetadata, Page: ServicesPage }
}
