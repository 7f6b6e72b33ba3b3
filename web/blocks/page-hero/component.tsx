import { ArrowRight } from '@/web/components/ui/icons'
import { ButtonLink } from '@/web/components/content/call-to-action'
import { PageHero } from '@/web/components/content/page-hero'
import { SanityImage } from '@/web/components/ui/sanity-image'
import type { BlockProps } from '../types'

/**
 * The top of a composed page: the site's page hero (breadcrumbs, eyebrow, the one h1, the
 * introduction) with the section's actions below and its image beside the text, framed so it has
 * the weight of the first screen. The image is the page's largest: loaded eagerly.
 */
export function HeroSection({
  block: section,
  context: { breadcrumbs },
  location,
}: BlockProps<'heroSection'>) {
  const [primary, ...others] = section.actions ?? []
  return (
    <div data-section="heroSection" data-sanity={location}>
      <PageHero
        breadcrumbs={breadcrumbs}
        eyebrow={section.eyebrow}
        title={section.heading}
        intro={section.intro}
        aside={
          section.image?.url ? (
            <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
              <div
                aria-hidden
                className="bg-brand-200/60 absolute -top-8 -right-6 -z-10 size-56 rounded-full blur-3xl"
              />
              <div
                aria-hidden
                className="absolute -bottom-10 -left-8 -z-10 size-64 rounded-full bg-violet-200/60 blur-3xl"
              />
              <div className="overflow-hidden rounded-3xl bg-white p-2 shadow-2xl ring-1 shadow-slate-900/10 ring-slate-900/5">
                <SanityImage
                  image={section.image}
                  sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw"
                  priority
                  className="h-auto w-full rounded-2xl"
                />
              </div>
            </div>
          ) : undefined
        }
      >
        {primary ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <ButtonLink href={primary.href}>
              {primary.label} <ArrowRight className="icon-fwd" />
            </ButtonLink>
            {others.map((action) => (
              <ButtonLink key={action._key} href={action.href} variant="secondary">
                {action.label}
              </ButtonLink>
            ))}
          </div>
        ) : null}
      </PageHero>
    </div>
  )
}
