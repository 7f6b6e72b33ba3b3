import { CommentIcon } from '@sanity/icons/Comment'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { distinctReferences, LIMITS } from '../rules'

/** Testimonials chosen from the testimonial documents, so a quote is edited in one place. */
export const testimonialsSectionType = defineType({
  name: 'testimonialsSection',
  title: 'Testimonials',
  type: 'object',
  icon: CommentIcon,
  fields: [
    defineField({ name: 'eyebrow', type: 'string' }),
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'testimonials',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
      validation: (rule) =>
        rule
          .required()
          .min(LIMITS.testimonials.min)
          .max(LIMITS.testimonials.max)
          .custom(distinctReferences),
    }),
  ],
  preview: {
    select: { title: 'heading', first: 'testimonials.0.company', items: 'testimonials' },
    prepare: ({ title, first, items }) => ({
      title: title || 'Testimonials',
      subtitle: `Testimonials · ${(items as unknown[] | undefined)?.length ?? 0}${first ? `, from ${first}` : ''}`,
      media: CommentIcon,
    }),
  },
})
