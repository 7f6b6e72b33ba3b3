import { FolderIcon } from '@sanity/icons/Folder'
import { orderRankField } from '../order'
import { defineField, defineType } from 'sanity'
import { iconOptions } from '../../web/content/icon-names'
import { slugFormat, uniqueRouteSegment } from '../validation'

export const serviceCategoryType = defineType({
  name: 'serviceCategory',
  title: 'Service category',
  type: 'document',
  icon: FolderIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      type: 'slug',
      options: { source: 'title', isUnique: uniqueRouteSegment('serviceCategory') },
      validation: (rule) => rule.required().custom(slugFormat),
    }),
    orderRankField(
      'Position in menus and in /services?category={index} (0 is the first category).',
    ),
    defineField({ name: 'icon', type: 'string', options: iconOptions }),
    defineField({ name: 'description', type: 'text', rows: 3 }),
  ],
  orderings: [{ title: 'Position', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', order: 'order' },
    prepare: ({ title, order }) => ({ title, subtitle: `Category ${order ?? '?'}` }),
  },
})
