import type { Metadata } from 'next'
import { cache } from 'react'
import type { Locale } from '@/core/i18n/locales'
import { getFirstTestimonial, getLeadFormOptions, getSettings } from '@/web/content'
import { ContactDetails } from '@/web/components/company/contact-details'
import { ContactForm } from '@/web/components/forms/deferred-forms'
import { contactFormProps } from '@/web/components/forms/form-props'
import { OfficeList, OfficeMapPanel } from '@/web/components/offices/deferred-offices'
import { OfficesSection } from '@/web/components/offices/offices-section'
import { PageHero } from '@/web/components/content/page-hero'
import { HeroTestimonial } from '@/web/components/content/hero-testimonial'
import { ButtonLink } from '@/web/components/content/call-to-action'
import { ArrowRight, CalendarClock } from '@/web/components/ui/icons'
import { pageMetadata } from '@/web/components/seo/metadata'
import { translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'
import { sentences } from '@/web/lib/text'

const PATH = '/contact'

/** Once per request: generateMetadata and the page share it. */
const describe = cache(async (locale: Locale) => {
  const read = { preview: true, locale } as const
  const [settings, options] = await Promise.all([getSettings(read), getLeadFormOptions(read)])
  const promises = sentences(settings.promises?.consultation, settings.promises?.response)
  return { settings, options, promises, t: translator(locale, 'contactPage') }
})

/**
 * The contact page (/contact, /ar/contact) in `locale`: the ways to reach the agency, the
 * contact form and the offices. Each language's route file (app/(site)/contact/page.tsx,
 * app/ar/contact/page.tsx) is this with its language.
 */
export function contactPage(locale: Locale) {
  async function generateMetadata(): Promise<Metadata> {
    const { settings, promises, t } = await describe(locale)
    return pageMetadata({
      brandName: settings.brandName,
      title: t('title'),
      description: t('description', {
        phone: String(settings.phone),
        email: String(settings.email),
        promises,
      }),
      path: PATH,
      locale,
    })
  }

  async function ContactPage() {
    setRequestLocale(locale)
    const [{ settings, options, promises, t }, testimonial] = await Promise.all([
      describe(locale),
      getFirstTestimonial({ preview: true, locale }),
    ])
    return (
      <>
        <PageHero
          breadcrumbs={[{ name: t('title'), url: PATH }]}
          eyebrow={t('eyebrow')}
          title={t('heading', { brand: settings.brandName })}
          intro={promises}
        />
        {/* The form first, under the heading, and beside it on a wide screen the other way in
            (a call at a time the visitor picks) and a client's word: alone in a narrow column,
            the form left two empty margins of 350 px at 1440 px (an outside review). On a phone
            the call card follows the form. The phone, e-mail, WhatsApp and hours follow: above
            it they put the form below the first screen at 1440 px, two screens down on a phone
            (the next review). */}
        {/* From 1024 px the form's heading has a row of its own (the section a subgrid of the
            two rows), so that the aside's first card starts with the form's card, not with the
            heading 50 px above it (an outside review). */}
        <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-8 lg:px-8">
          <section
            id="contact-form"
            aria-labelledby="contact-form-heading"
            className="min-w-0 scroll-mt-24 lg:row-span-2 lg:grid lg:grid-rows-subgrid"
          >
            <h2
              id="contact-form-heading"
              className="text-3xl font-bold tracking-tight text-slate-900"
            >
              {t('formHeading')}
            </h2>
            {/* As tall as the aside beside it from 1024 px, the room going to the project's
                details: the form stopped 287 px above the aside's end, over blank page (an
                outside review). The aside is set compact so that the room is a few lines: at the
                hero's sizes the details field grew to 395 px (the next review). */}
            <ContactForm
              className="mt-8 lg:mt-0 lg:grid-rows-[auto_auto_1fr_auto_auto] lg:[&>div:has(>textarea)]:grid-rows-[auto_1fr]"
              phone={settings.phone ?? ''}
              budgetOptions={options.budgetOptions}
              timelineOptions={options.timelineOptions}
              {...contactFormProps(locale)}
            />
          </section>
          <aside
            aria-label={t('asideLabel')}
            data-contact-aside
            className="grid content-start gap-6 lg:col-start-2 lg:row-start-2"
          >
            <div className="rounded-3xl border border-slate-200 bg-slate-50 p-6">
              <span className="from-brand-600 inline-flex size-12 items-center justify-center rounded-2xl bg-linear-to-br to-violet-600 text-white shadow-md shadow-violet-600/20">
                <CalendarClock className="size-5" />
              </span>
              <h2 className="mt-5 text-xl font-semibold text-slate-900">{t('callTitle')}</h2>
              <p className="mt-2 leading-7 text-slate-600">{t('callText')}</p>
              <ButtonLink href="/book-call" className="mt-6">
                {t('callAction')} <ArrowRight className="icon-fwd" />
              </ButtonLink>
            </div>
            {testimonial ? (
              <HeroTestimonial testimonial={testimonial} locale={locale} compact />
            ) : null}
          </aside>
        </div>
        <ContactDetails settings={settings} locale={locale} />
        <OfficesSection locale={locale} pieces={{ OfficeList, OfficeMapPanel }} />
      </>
    )
  }

  return { generateMetadata, Page: ContactPage }
}
