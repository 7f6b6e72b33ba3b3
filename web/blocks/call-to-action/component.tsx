import { CallToAction } from '@/web/components/content/call-to-action'
import type { BlockProps } from '../types'

/** The closing band, with the editor's action and, if they chose, the agency's phone. */
export function CallToActionSection({
  block: section,
  context: { settings },
  location,
}: BlockProps<'callToActionSection'>) {
  return (
    <div data-section="callToActionSection" data-sanity={location}>
      <CallToAction
        title={section.heading}
        text={section.text}
        action={section.action.label}
        href={section.action.href}
        phone={section.showPhone === false ? null : settings.phone}
      />
    </div>
  )
}
