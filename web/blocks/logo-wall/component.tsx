import { SanityImage } from '@/web/components/ui/sanity-image'
import { cn } from '@/web/lib/utils'
import { SectionFrame } from '../section-frame'
import type { BlockProps } from '../types'

/** Client or partner logos on even tiles; a logo with a URL links to the client's site. */
export function LogoWallSection({
  block: section,
  tone,
  headingId,
  location,
}: BlockProps<'logoWallSection'>) {
  const dark = tone === 'dark'
  return (
    <SectionFrame
      type={section._type}
      headingId={headingId}
      tone={tone}
      data-sanity={location}
      className="py-14 sm:py-20"
    >
      <h2
        id={headingId}
        className={cn(
          'text-center text-sm font-semibold tracking-widest uppercase',
          dark ? 'text-slate-300' : 'text-slate-500',
        )}
      >
        {section.heading}
      </h2>
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {section.logos.map((item) => {
          const logo = (
            <SanityImage
              image={item.logo}
              alt={item.name}
              // Logos have transparent parts: no blurred preview behind them.
              blur={false}
              sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
              className="h-14 w-auto max-w-full object-contain opacity-90 grayscale transition group-hover:opacity-100 group-hover:grayscale-0"
            />
          )
          return (
            <li
              key={item._key}
              className={cn(
                'group flex h-24 items-center justify-center rounded-2xl border px-4 sm:h-28 sm:px-6',
                dark ? 'border-white/10 bg-white/95' : 'border-slate-200 bg-white',
              )}
            >
              {item.url ? (
                <a href={item.url} rel="noopener" className="flex items-center justify-center">
                  {logo}
                </a>
              ) : (
                logo
              )}
            </li>
          )
        })}
      </ul>
    </SectionFrame>
  )
}
