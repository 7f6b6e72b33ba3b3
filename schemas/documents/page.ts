import { DocumentIcon } from '@sanity/icons/Document'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { slugFormat, uniqueRouteSegment } from '../validation'

export const PAGE_KINDS = [
  { title: 'Company (about, careers, solutions, partner)', value: 'company' },
  { title: 'Legal', value: 'legal' },
  { title: 'Agency landing page', value: 'landing' },
] as const

/**
 * A page with a title, an introduction and a Portable Text body: about, careers, legal pages,
 * solutions, the partner page and the three agency landing pages. A landing page's slug is
 * its suffix: with the brand slug "codehome", the slug "global-agency" answers at
 * /codehome-global-agency.
 */
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
        'For company and legal pages the path (about → /about). For landing pages the part after the brand (global-agency → /codehome-global-agency).',
      options: { source: 'title', isUnique: uniqueRouteSegment('page') },
      validation: (rule) => rule.required().custom(slugFormat),
    }),
    defineField({
      name: 'heading',
      type: 'string',
      group: 'content',
      description: 'The large heading on the page; the title when empty.',
    }),
    defineField({ name: 'intro', type: 'text', rows: 3, group: 'content' }),
    defineField({ name: 'body', type: 'blockContent', group: 'content' }),
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
    select: { title: 'title', slug: 'slug.current', kind: 'kind' },
    prepare: ({ title, slug, kind }) => ({
      title,
      subtitle: kind === 'landing' ? `/{brand}-${slug}` : `/${slug ?? ''}`,
    }),
  },
})
