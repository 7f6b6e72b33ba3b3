import { CommentIcon } from '@sanity/icons/Comment'
import { defineField, defineType } from 'sanity'
import { orderRankField } from '../order'

export const testimonialType = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'position', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'company', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'text',
      type: 'text',
      rows: 5,
      validation: (rule) => rule.required().min(20),
    }),
    defineField({
      name: 'rating',
      type: 'number',
      initialValue: 5,
      options: { list: [1, 2, 3, 4, 5] },
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({ name: 'image', type: 'figure' }),
    orderRankField(),
  ],
  orderings: [{ title: 'Position', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', company: 'company', rating: 'rating', media: 'image' },
    prepare: ({ name, company, rating, media }) => ({
      title: name,
      subtitle: `${company} · ${'★'.repeat(Math.max(0, Math.min(5, Number(rating) || 0)))}`,
      media,
    }),
  },
})
