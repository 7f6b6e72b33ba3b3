import { ArrowRight } from '@/web/components/ui/icons'
import { RichText } from '@/web/components/content/portable-text'
import { SanityImage } from '@/web/components/ui/sanity-image'
import Link from '@/web/components/ui/link'
import { cleanText } from '@/web/content/stega'
import { cn } from '@/web/lib/utils'
import { SectionFrame } from '../section-frame'
import { SectionHeading } from '@/web/components/content/section-heading'
import type { BlockProps } from '../types'

/** An image beside a heading and its text; on phones the text comes first. */
export function ImageTextSection({
  block: section,
  tone,
  headingId,
  location,
}: BlockProps<'imageTextSection'>) {
  const imageLeft = cleanText(section.imagePosition) === 'left'
  // A square picture (a portrait, a badge) at the column's full width stood 550 px tall beside
  // three lines (an outside review: "a huge cartoon avatar"): it is drawn at most 16rem wide,
  // centred, on a phone (20rem, 85 % of the screen, was still "very large": the next review),
  // 20rem from 640 px, and in a 24rem column beside the text from 1024 px. Wide pictures
  // (screens, scenes) keep half the row.
  const width = section.image?.width
  const height = section.image?.height
  const square = Boolean(width && height && Math.abs(width / height - 1) < 0.15)
  return (
    <SectionFrame type={section._type} headingId={headingId} tone={tone} data-sanity={location}>
      {/* A square picture's column is its own width, the text taking the rest: in half the row
          it stood 300 px away from the text, across white (an outside review at 1440 px). */}
      <div
        className={cn(
          'grid items-center gap-10 lg:gap-16',
          !square
            ? 'lg:grid-cols-2'
            : imageLeft
              ? 'lg:grid-cols-[24rem_minmax(0,1fr)]'
              : 'lg:grid-cols-[minmax(0,1fr)_24rem]',
        )}
      >
        <div className={cn(imageLeft && 'lg:order-2')}>
          <SectionHeading
            id={headingId}
            eyebrow={section.eyebrow}
            title={section.heading}
            tone={tone}
            align="start"
          />
          <RichText value={section.body} className="mt-2 sm:text-base" />
          {section.link ? (
            <Link
              href={section.link.href}
              className="text-brand-700 hover:text-brand-800 mt-2 inline-flex items-center gap-1.5 font-semibold"
            >
              {section.link.label} <ArrowRight className="icon-fwd" />
            </Link>
          ) : null}
        </div>
        {/* The tinted frame stays inside the column (the picture is inset in it), so its edge
            lines up with the text's and the page's grid, and with a card's border where the
            block is drawn as a card (/book-call). */}
        <div
          className={cn(
            'relative isolate p-2 sm:p-6',
            imageLeft && 'lg:order-1',
            square && 'image-text-square mx-auto w-full max-w-64 sm:max-w-80 lg:max-w-none',
            // Beside the text, at the column's outer edge, where the page's grid ends (centred, it
            // floated inside its column: an outside review).
            square && (imageLeft ? 'lg:ms-0' : 'lg:me-0'),
          )}
        >
          <div
            aria-hidden
            className="from-brand-100 absolute inset-0 -z-10 rounded-[2rem] bg-linear-to-br to-violet-100"
          />
          <SanityImage
            image={section.image}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="h-auto w-full rounded-3xl shadow-xl ring-1 shadow-slate-900/10 ring-slate-900/5"
          />
        </div>
      </div>
    </SectionFrame>
  )
}
