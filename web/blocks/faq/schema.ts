import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { LIMITS } from '../rules'

/** Questions and answers; each answer opens under its question. */
export const faqSectionType = defineType({
  name: 'faqSection',
  title: 'FAQ',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'heading',
      type: 'string',
      initialValue: 'Frequently asked questions',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'items',
      title: 'Questions',
      type: 'array',
      of: [defineArrayMember({ type: 'faqItem' })],
      validation: (rule) => rule.required().min(LIMITS.faq.min).max(LIMITS.faq.max),
    }),
  ],
  preview: {
    select: { title: 'heading', first: 'items.0.question' },
    prepare: ({ title, first }) => ({
      title: title || 'FAQ',
      subtitle: first ? `FAQ · ${first}` : 'FAQ',
      media: HelpCircleIcon,
    }),
  },
})
