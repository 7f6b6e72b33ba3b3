/**
 * The client components the home page's block kinds draw with (the carousels, the forms, the
 * hero's words and starfield, the offices' list and map), handed to the blocks by the page
 * (`BlockContext.pieces`) instead of imported by them.
 *
 * Why: Turbopack ships every client component a route's server code imports in that route's
 * start-up scripts, rendered or not (vercel/next.js#96039). The page builder's renderer holds
 * every kind, so a composed page (About, the landing pages, /book-call) would download the home
 * page's carousels and forms while showing none of them. So:
 * - the home page, which shows them all, passes the components themselves (eager-pieces.ts);
 * - every other page passes wrappers that load a piece's code in the browser only where a block
 *   uses it (lazy-pieces.tsx): an editor may still put any home kind on any page.
 * The block modules import these components' types only; tests/unit/dependencies.test.ts fails if
 * a block, or anything the page builder's renderer imports, imports one of them.
 */
import type { ComponentProps, ComponentType } from 'react'
import type { PremiumServices } from '@/web/blocks/premium-services/premium-services'
import type { PopularCards } from '@/web/blocks/popular-services/popular-cards'
import type { TestimonialCard } from '@/web/blocks/testimonials/testimonial-card'
import type { CaseStudyCard } from '@/web/components/work/case-study-card'
import type { ContactForm } from '@/web/components/forms/contact-form'
import type { NewsletterSection } from '@/web/components/forms/newsletter-section'
import type { ClientLogo } from '@/web/components/home/client-logo'
import type { HeroWords } from '@/web/components/home/hero-words'
import type { Starfield } from '@/web/components/home/starfield'
import type { OfficePieces } from '@/web/components/offices/offices-section'
import type { CarouselProps, ScrollRowProps } from '@/web/components/ui/carousel'

export interface BlockPieces extends OfficePieces {
  Carousel: ComponentType<CarouselProps>
  ScrollRow: ComponentType<ScrollRowProps>
  ClientLogo: ComponentType<ComponentProps<typeof ClientLogo>>
  HeroWords: ComponentType<ComponentProps<typeof HeroWords>>
  Starfield: ComponentType<ComponentProps<typeof Starfield>>
  ContactForm: ComponentType<ComponentProps<typeof ContactForm>>
  NewsletterSection: ComponentType<ComponentProps<typeof NewsletterSection>>
  PremiumServices: ComponentType<ComponentProps<typeof PremiumServices>>
  PopularCards: ComponentType<ComponentProps<typeof PopularCards>>
  TestimonialCard: ComponentType<ComponentProps<typeof TestimonialCard>>
  CaseStudyCard: ComponentType<ComponentProps<typeof CaseStudyCard>>
}
