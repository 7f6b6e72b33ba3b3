import { CaseIcon } from '@sanity/icons/Case'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { orderRankField } from '../order'
import { aliasesRule, slugFormat, uniqueRouteSegment } from '../validation'

export const caseStudyType = defineType({
  name: 'caseStudy',
  title: 'Case study',
  type: 'document',
  icon: CaseIcon,
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
      name: 'slug',
      type: 'slug',
      group: 'content',
      description: 'The page lives at /our-work/{slug}; /case-study/{slug} redirects there.',
      options: { source: 'title', isUnique: uniqueRouteSegment('caseStudy') },
      validation: (rule) => rule.required().custom(slugFormat),
    }),
    defineField({
      name: 'aliases',
      type: 'array',
      group: 'content',
      description: 'Other paths under /case-study/ and /our-work/ that redirect permanently here.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.custom(aliasesRule('caseStudy')),
    }),
    defineField({
      name: 'category',
      type: 'string',
      group: 'content',
      description: 'For example "Mobile App" or "E-commerce".',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'client', type: 'string', group: 'content' }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      group: 'content',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'image',
      type: 'figure',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'technologies',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'results',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'stat' })],
    }),
    defineField({
      name: 'featured',
      title: 'Show in the home page portfolio',
      type: 'boolean',
      group: 'content',
      initialValue: true,
    }),
    orderRankField(),
    defineField({
      name: 'body',
      type: 'blockContent',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'seo', type: 'seo', group: 'seo' }),
  ],
  orderings: [{ title: 'Position', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'category', media: 'image' } },
})
