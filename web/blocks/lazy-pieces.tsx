'use client'
/**
 * The home page's block pieces for every other page (pieces.ts): each loads its code in the
 * browser when a block on the page renders it, so a page without such a block never downloads it.
 * Only `import()`s and types here: a static import would put the piece back in every page's
 * start-up scripts.
 */
import type { BlockPieces } from './pieces'
import { lazyComponent } from '@/web/components/ui/lazy-component'

export const Carousel: BlockPieces['Carousel'] = lazyComponent(
  () => import('@/web/components/ui/carousel/carousel').then((mod) => mod.Carousel),
  'Carousel',
)
export const ScrollRow: BlockPieces['ScrollRow'] = lazyComponent(
  () => import('@/web/components/ui/carousel/scroll-row').then((mod) => mod.ScrollRow),
  'ScrollRow',
)
export const ClientLogo: BlockPieces['ClientLogo'] = lazyComponent(
  () => import('@/web/components/home/client-logo').then((mod) => mod.ClientLogo),
  'ClientLogo',
)
export const HeroWords: BlockPieces['HeroWords'] = lazyComponent(
  () => import('@/web/components/home/hero-words').then((mod) => mod.HeroWords),
  'HeroWords',
)
export const Starfield: BlockPieces['Starfield'] = lazyComponent(
  () => import('@/web/components/home/starfield').then((mod) => mod.Starfield),
  'Starfield',
)
export const ContactForm: BlockPieces['ContactForm'] = lazyComponent(
  () => import('@/web/components/forms/contact-form').then((mod) => mod.ContactForm),
  'ContactForm',
)
export const NewsletterSection: BlockPieces['NewsletterSection'] = lazyComponent(
  () => import('@/web/components/forms/newsletter-section').then((mod) => mod.NewsletterSection),
  'NewsletterSection',
)
export const PremiumServices: BlockPieces['PremiumServices'] = lazyComponent(
  () => import('@/web/blocks/premium-services/premium-services').then((mod) => mod.PremiumServices),
  'PremiumServices',
)
export const PopularCards: BlockPieces['PopularCards'] = lazyComponent(
  () => import('@/web/blocks/popular-services/popular-cards').then((mod) => mod.PopularCards),
  'PopularCards',
)
export const TestimonialCard: BlockPieces['TestimonialCard'] = lazyComponent(
  () => import('@/web/blocks/testimonials/testimonial-card').then((mod) => mod.TestimonialCard),
  'TestimonialCard',
)
export const CaseStudyCard: BlockPieces['CaseStudyCard'] = lazyComponent(
  () => import('@/web/components/work/case-study-card').then((mod) => mod.CaseStudyCard),
  'CaseStudyCard',
)
export const OfficeList: BlockPieces['OfficeList'] = lazyComponent(
  () => import('@/web/components/offices/office-list').then((mod) => mod.OfficeList),
  'OfficeList',
)
export const OfficeMapPanel: BlockPieces['OfficeMapPanel'] = lazyComponent(
  () => import('@/web/components/offices/office-map-panel').then((mod) => mod.OfficeMapPanel),
  'OfficeMapPanel',
)
