import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { slugFormat, uniqueRouteSegment } from '../validation'

export const blogPostType = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'slug',
      type: 'slug',
      group: 'content',
      description: 'The post lives at /blogs/{slug}; /blog/{slug} redirects there.',
      options: { source: 'title', isUnique: uniqueRouteSegment('blogPost') },
      validation: (rule) => rule.required().custom(slugFormat),
    }),
    defineField({
      name: 'excerpt',
      type: 'text',
      rows: 3,
      group: 'content',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Date',
      type: 'date',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'author',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'image', type: 'figure', group: 'content' }),
    defineField({
      name: 'tags',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'body',
      type: 'blockContent',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'seo', type: 'seo', group: 'seo' }),
  ],
  orderings: [
    { title: 'Newest first', name: 'dateDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  preview: {
    select: { title: 'title', date: 'publishedAt', author: 'author', media: 'image' },
    prepare: ({ title, date, author, media }) => ({
      title,
      subtitle: [date, author].filter(Boolean).join(' · '),
      media,
    }),
  },
})
