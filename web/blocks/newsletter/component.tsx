import { NewsletterSection } from '@/web/components/forms/newsletter-section'
import { type BlockProps, locationAttribute } from '../types'

/**
 * The newsletter and free consultation block. `{subscribers}` in its introduction is the hero's
 * "Subscribers" claim (its query reads it from the page's hero block).
 */
export function Newsletter({
  block: { heading, subscribers },
  context: { settings },
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
      />
    </div>
  )
}
