import { ListIcon } from '@sanity/icons/List'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { LIMITS } from '../rules'

/** How a project runs, step by step; the steps are numbered in their order. */
export const processStepsSectionType = defineType({
  name: 'processStepsSection',
  title: 'Process steps',
  type: 'object',
  icon: ListIcon,
  fields: [
    defineField({ name: 'eyebrow', type: 'string' }),
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', type: 'text', rows: 2 }),
    defineField({
      name: 'steps',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'sectionStep',
          title: 'Step',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'description', type: 'text', rows: 3 }),
            defineField({
              name: 'duration',
              type: 'string',
              description: 'Optional, for example "1-2 weeks".',
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'duration' } },
        }),
      ],
      validation: (rule) => rule.required().min(LIMITS.steps.min).max(LIMITS.steps.max),
    }),
  ],
  preview: {
    select: { title: 'heading', steps: 'steps' },
    prepare: ({ title, steps }) => ({
      title: title || 'Process steps',
      subtitle: `Process · ${(steps as unknown[] | undefined)?.length ?? 0} steps`,
      media: ListIcon,
    }),
  },
})
