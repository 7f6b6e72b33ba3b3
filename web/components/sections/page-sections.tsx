/**
 * A composed page: its sections top to bottom, each rendered by the server component of its type.
 * No section ships JavaScript of its own (the FAQ uses native disclosure widgets).
 */
import type { Settings } from '@/web/content'
import type { BreadcrumbItem } from '@/web/components/seo/breadcrumbs'
import { CallToActionSection } from './call-to-action-section'
import { CaseStudiesSection } from './case-studies-section'
import { FaqSection } from './faq-section'
import { FeatureGridSection } from './feature-grid-section'
import { HeroSection } from './hero-section'
import { ImageTextSection } from './image-text-section'
import { sectionTones } from './layout'
import { LogoWallSection } from './logo-wall-section'
import { ProcessStepsSection } from './process-steps-section'
import { RichTextSection } from './rich-text-section'
import { StatsSection } from './stats-section'
import { TestimonialsSection } from './testimonials-section'
import type { PageSection } from './types'

export function PageSections({
  sections,
  settings,
  breadcrumbs,
  locate,
}: {
  sections: PageSection[]
  settings: Settings
  breadcrumbs: BreadcrumbItem[]
  locate?: ((key: string) => string) | null
}) {
  const tones = sectionTones(sections.map((section) => section._type))
  return sections.map((section, index) => {
    const tone = tones[index]!
    const location = locate?.(section._key)
    const key = section._key
    switch (section._type) {
      case 'heroSection':
        return (
          <HeroSection key={key} section={section} breadcrumbs={breadcrumbs} location={location} />
        )
      case 'richTextSection':
        return <RichTextSection key={key} section={section} tone={tone} location={location} />
      case 'statsSection':
        return <StatsSection key={key} section={section} tone={tone} location={location} />
      case 'featureGridSection':
        return <FeatureGridSection key={key} section={section} tone={tone} location={location} />
      case 'logoWallSection':
        return <LogoWallSection key={key} section={section} tone={tone} location={location} />
      case 'testimonialsSection':
        return <TestimonialsSection key={key} section={section} tone={tone} location={location} />
      case 'caseStudiesSection':
        return <CaseStudiesSection key={key} section={section} tone={tone} location={location} />
      case 'processStepsSection':
        return <ProcessStepsSection key={key} section={section} tone={tone} location={location} />
      case 'faqSection':
        return <FaqSection key={key} section={section} tone={tone} location={location} />
      case 'imageTextSection':
        return <ImageTextSection key={key} section={section} tone={tone} location={location} />
      case 'callToActionSection':
        return (
          <CallToActionSection
            key={key}
            section={section}
            phone={settings.phone}
            location={location}
          />
        )
      default:
        // A block type this build does not know yet (a newer Studio): skipped, not an error.
        return null
    }
  })
}
