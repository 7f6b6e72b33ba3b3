import { DocumentIcon } from '@sanity/icons/Document'
import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity'
import { sectionsField } from '../../web/blocks/schemas'
import { FIXED_ROUTE_SEGMENTS, PAGE_ROUTE_SLUGS } from '../../web/lib/routes'
import { slugFormat, uniqueRouteSegment } from '../validation'

export const PAGE_KINDS = [
  { title: 'Company (about, careers, solutions, partner)', value: 'company' },
  { title: 'Legal', value: 'legal' },
  { title: 'Agency landing page', value: 'landing' },
] as const

/**
 * A page of the site: about, careers, legal pages, solutions, the partner page, the three agency
 * landing pages and any page an editor adds at a path of their choice. Composed pages stack
 * sections (web/blocks/); text pages (legal) keep a heading, an introduction and a
 * Portable Text body. A landing page's slug is its suffix: with the brand slug "codehome", the
 * slug "global-agency" answers at /codehome-global-agency.
 */
function freePath(slug: { current?: string } | undefined, context: ValidationContext) {
  const current = slug?.current
  if (!current || context.document?.kind === 'landing') return true
  if (FIXED_ROUTE_SEGMENTS.includes(current) && !PAGE_ROUTE_SLUGS.includes(current)) {
    return `/${current} is a page of the site already: choose another path`
  }
  return true
}

export const pageType = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'kind',
      type: 'string',
      group: 'content',
      options: { list: [...PAGE_KINDS], layout: 'radio' },
      initialValue: 'company',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      type: 'slug',
      group: 'content',
      description:
        'For company and legal pages the path (about → /about, spring-offer → /spring-offer): a new page answers at its path once published. For landing pages the part after the brand (global-agency → /codehome-global-agency).',
      options: { source: 'title', isUnique: uniqueRouteSegment('page') },
      validation: (rule) => rule.required().custom(slugFormat).custom(freePath),
    }),
    defineField({
      name: 'heading',
      type: 'string',
      group: 'content',
      description:
        'The large heading of a text page; the title when empty. A page with a hero section uses the hero’s.',
    }),
    defineField({
      name: 'intro',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'The introduction of a text page (a page with a hero section uses the hero’s).',
    }),
    defineField({
      name: 'highlights',
      title: 'Key points',
      type: 'array',
      group: 'content',
      description:
        'Two to four short points under the booking page’s heading, the first thing a visitor on a phone reads before the form (what the call costs, how long it is, who they meet).',
      hidden: ({ document }) =>
        (document?.slug as { current?: string } | undefined)?.current !== 'book-call',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(60) })],
      validation: (rule) => rule.max(4).unique(),
    }),
    sectionsField({
      group: 'content',
      description:
        'The page, top to bottom: start with a hero, then stack text, images, proof and a call to action.',
    }),
    defineField({
      name: 'body',
      type: 'blockContent',
      group: 'content',
      description: 'The text of a text page (legal pages, careers); shown after the sections.',
    }),
    defineField({
      name: 'positions',
      title: 'Open positions',
      type: 'array',
      group: 'content',
      hidden: ({ document }) =>
        (document?.slug as { current?: string } | undefined)?.current !== 'careers',
      of: [defineArrayMember({ type: 'jobPosition' })],
    }),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      type: 'date',
      group: 'content',
      hidden: ({ document }) => document?.kind !== 'legal',
    }),
    defineField({ name: 'seo', type: 'seo', group: 'seo' }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', kind: 'kind', media: 'sections.0.image' },
    prepare: ({ title, slug, kind, media }) => ({
      title,
      subtitle: kind === 'landing' ? `/{brand}-${slug}` : `/${slug ?? ''}`,
      media,
    }),
  },
})
