import { ProjectsIcon } from '@sanity/icons/Projects'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { distinctReferences, LIMITS } from '../rules'

/** Case studies chosen from the portfolio, shown as cards that lead to each one. */
export const caseStudiesSectionType = defineType({
  name: 'caseStudiesSection',
  title: 'Case-study highlights',
  type: 'object',
  icon: ProjectsIcon,
  fields: [
    defineField({ name: 'eyebrow', type: 'string' }),
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', type: 'text', rows: 2 }),
    defineField({
      name: 'caseStudies',
      title: 'Case studies',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'caseStudy' }] })],
      validation: (rule) =>
        rule
          .required()
          .min(LIMITS.caseStudies.min)
          .max(LIMITS.caseStudies.max)
          .custom(distinctReferences),
    }),
  ],
  preview: {
    select: { title: 'heading', first: 'caseStudies.0.title', media: 'caseStudies.0.image' },
    prepare: ({ title, first, media }) => ({
      title: title || 'Case-study highlights',
      subtitle: first ? `Case studies · ${first}…` : 'Case studies',
      media: media ?? ProjectsIcon,
    }),
  },
})
