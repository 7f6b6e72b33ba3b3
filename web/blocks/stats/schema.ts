import { TrendUpwardIcon } from '@sanity/icons/TrendUpward'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { LIMITS, statValue } from '../rules'

/** A band of figures ("500+ clients"), the page's proof at a glance. */
export const statsSectionType = defineType({
  name: 'statsSection',
  title: 'Stats',
  type: 'object',
  icon: TrendUpwardIcon,
  fields: [
    defineField({ name: 'heading', type: 'string' }),
    defineField({
      name: 'stats',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'sectionStat',
          title: 'Figure',
          fields: [
            defineField({
              name: 'value',
              type: 'string',
              description: 'As shown, for example "500+" or "24/7".',
              validation: (rule) => rule.required().custom(statValue),
            }),
            defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
      validation: (rule) => rule.required().min(LIMITS.stats.min).max(LIMITS.stats.max),
    }),
  ],
  preview: {
    select: { title: 'heading', first: 'stats.0.value', label: 'stats.0.label' },
    prepare: ({ title, first, label }) => ({
      title: title || (first ? `${first} ${label ?? ''}` : 'Stats'),
      subtitle: 'Stats',
      media: TrendUpwardIcon,
    }),
  },
})
