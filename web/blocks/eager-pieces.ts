/**
 * The home page's block pieces as themselves (pieces.ts): the home page shows every one, so their
 * code is in its start-up scripts, and nothing waits for it.
 */
import { PremiumServices } from '@/web/blocks/premium-services/premium-services'
import { PopularCards } from '@/web/blocks/popular-services/popular-cards'
import { TestimonialCard } from '@/web/blocks/testimonials/testimonial-card'
import { CaseStudyCard } from '@/web/components/work/case-study-card'
import { ContactForm } from '@/web/components/forms/contact-form'
import { NewsletterSection } from '@/web/components/forms/newsletter-section'
import { ClientLogo } from '@/web/components/home/client-logo'
import { HeroWords } from '@/web/components/home/hero-words'
import { Starfield } from '@/web/components/home/starfield'
import { OfficeList } from '@/web/components/offices/office-list'
import { OfficeMapPanel } from '@/web/components/offices/office-map-panel'
import { Carousel, ScrollRow } from '@/web/components/ui/carousel'
import type { BlockPieces } from './pieces'

export const EAGER_PIECES: BlockPieces = {
  Carousel,
  ScrollRow,
  ClientLogo,
  HeroWords,
  Starfield,
  ContactForm,
  NewsletterSection,
  PremiumServices,
  PopularCards,
  TestimonialCard,
  CaseStudyCard,
  OfficeList,
  OfficeMapPanel,
}
