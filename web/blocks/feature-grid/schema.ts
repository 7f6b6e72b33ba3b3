import { ThLargeIcon } from '@sanity/icons/ThLarge'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { iconOptions } from '../../content/icon-names'
import { LIMITS } from '../rules'

/** Cards on a grid: what the agency offers, why clients choose it, what a package includes. */
export const featureGridSectionType = defineType({
  name: 'featureGridSection',
  title: 'Feature grid',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    defineField({ name: 'eyebrow', type: 'string' }),
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', type: 'text', rows: 2 }),
    defineField({
      name: 'features',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'feature',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'description', type: 'text', rows: 3 }),
            defineField({ name: 'icon', type: 'string', options: iconOptions }),
            defineField({
              name: 'link',
              type: 'homeLink',
              description: 'Optional: where the card leads, for example a service page.',
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'description' } },
        }),
      ],
      validation: (rule) => rule.required().min(LIMITS.features.min).max(LIMITS.features.max),
    }),
  ],
  preview: {
    select: { title: 'heading', features: 'features' },
    prepare: ({ title, features }) => ({
      title: title || 'Feature grid',
      subtitle: `Feature grid · ${(features as unknown[] | undefined)?.length ?? 0} cards`,
      media: ThLargeIcon,
    }),
  },
})
