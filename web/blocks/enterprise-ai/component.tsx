import { DarkSection } from '@/web/blocks/dark-section'
import { SectionHeading } from '@/web/components/content/section-heading'
import { Icon } from '@/web/components/ui/icon'
import type { BlockProps } from '../types'

/** Enterprise AI: three points. */
export function EnterpriseAi({
  block: { heading, points },
  headingId,
  location,
}: BlockProps<'enterpriseAiSection'>) {
  if (!points.length) return null
  return (
    <DarkSection
      location={location}
      name="ai"
      headingId={headingId}
      glow="bg-[radial-gradient(40rem_28rem_at_15%_20%,rgb(124_58_237/0.35),transparent_70%),radial-gradient(40rem_28rem_at_90%_90%,rgb(37_99_235/0.3),transparent_70%)]"
    >
      <SectionHeading id={headingId} {...heading} tone="dark" />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {points.map((point, index) => (
          <li
            key={point._key}
            className="rounded-3xl border border-white/10 bg-white/[0.04] p-7 backdrop-blur-sm"
          >
            <div className="flex items-center justify-between">
              <span className="ai-icon">
                <Icon name={point.icon ?? undefined} className="size-6" />
              </span>
              <span aria-hidden="true" className="text-4xl font-black text-white/10">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className="mt-6 text-xl font-semibold">{point.title}</h3>
            {point.description ? (
              <p className="mt-3 leading-7 text-slate-300">{point.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </DarkSection>
  )
}
