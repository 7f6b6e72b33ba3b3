import { HomeIcon } from '@sanity/icons/Home'
import { defineArrayMember, defineField, defineType } from 'sanity'

/** The first screen: message, rotating word, buttons, phone and social links, claims; the message and phone come from the site settings. */
export const homeHeroSectionType = defineType({
  name: 'homeHeroSection',
  title: 'Hero',
  type: 'object',
  icon: HomeIcon,
  fields: [
    defineField({
      name: 'words',
      title: 'Rotating words',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(2),
    }),
    defineField({
      name: 'wordsLead',
      title: 'Words before the rotating word',
      type: 'string',
      description: 'For example "Let’s build your": the hero reads "Let’s build your Brand".',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'intro', type: 'text', rows: 3 }),
    defineField({
      name: 'links',
      title: 'Buttons',
      type: 'array',
      description: 'The first is the main button, the second the outlined one.',
      of: [defineArrayMember({ type: 'homeLink' })],
      validation: (rule) => rule.max(2),
    }),
    defineField({
      name: 'badge',
      type: 'homeLink',
      description: 'The small link above the heading, for example to the Google Partner page.',
    }),
    defineField({
      name: 'claims',
      type: 'array',
      description:
        'Figures shown under the hero, for example "35+ Projects". The newsletter block shows the "Subscribers" one; on a page in another language, the first one: keep the subscribers first.',
      of: [defineArrayMember({ type: 'stat' })],
    }),
  ],
  preview: { prepare: () => ({ title: 'Hero', media: HomeIcon }) },
})
