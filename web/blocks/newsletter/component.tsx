import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { newsletterSectionProps } from '@/web/components/forms/form-props'
import { type BlockProps, locationAttribute } from '../types'

/**
 * The newsletter and free consultation block. `{subscribers}` in its introduction is the hero's
 * "Subscribers" claim (its query reads it from the page's hero block). Its interface texts are
 * the page's language's.
 */
export function Newsletter({
  block: { heading, subscribers },
  context: {
    settings,
    locale = DEFAULT_LOCALE,
    pieces: { NewsletterSection },
  },
  location,
}: BlockProps<'newsletterSection'>) {
  return (
    // The band sits in the same column as every section's content (max-w-7xl less its padding).
    <div
      data-home-section="newsletter"
      {...locationAttribute(location)}
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <NewsletterSection
        agencyEmail={settings.email}
        subscriberCount={subscribers ?? undefined}
        heading={heading.title}
        intro={heading.intro?.replaceAll('{subscribers}', subscribers ?? '')}
        {...newsletterSectionProps(locale)}
      />
    </div>
  )
}
