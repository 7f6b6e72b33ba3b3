import { CallToAction } from '@/web/components/content/call-to-action'
import type { SectionOf } from './types'

/** The closing band, with the editor's action and, if they chose, the agency's phone. */
export function CallToActionSection({
  section,
  phone,
  location,
}: {
  section: SectionOf<'callToActionSection'>
  phone?: string | null
  location?: string
}) {
  return (
    <div data-section="callToActionSection" data-sanity={location}>
      <CallToAction
        title={section.heading}
        text={section.text}
        action={section.action.label}
        href={section.action.href}
        phone={section.showPhone === false ? null : phone}
      />
    </div>
  )
}
