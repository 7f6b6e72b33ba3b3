import { RocketIcon } from '@sanity/icons/Rocket'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { LIMITS } from '../rules'

/** The top of a page: its one h1, an introduction, up to two actions and an image beside them. */
export const heroSectionType = defineType({
  name: 'heroSection',
  title: 'Hero with image',
  type: 'object',
  icon: RocketIcon,
  fields: [
    defineField({
      name: 'eyebrow',
      type: 'string',
      description: 'A short line above the heading, for example "About us".',
    }),
    defineField({
      name: 'heading',
      type: 'string',
      description: 'The page’s main heading (its h1).',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'intro',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'actions',
      type: 'array',
      description: 'The first is drawn as the main button.',
      of: [defineArrayMember({ type: 'homeLink' })],
      validation: (rule) => rule.max(LIMITS.heroActions),
    }),
    defineField({ name: 'image', type: 'figure', validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: 'heading', subtitle: 'intro', media: 'image' },
    prepare: ({ title, subtitle, media }) => ({
      title: title || 'Hero',
      subtitle: subtitle ? `Hero · ${subtitle}` : 'Hero',
      media: media ?? RocketIcon,
    }),
  },
})
