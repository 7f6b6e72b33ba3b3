import { ComposeIcon } from '@sanity/icons/Compose'
import { defineField, defineType } from 'sanity'
import { orderRankField } from '../order'
import { formatDollars } from '../../core/money/money'

export const CALCULATOR_CATEGORIES = ['Marketing', 'Development'] as const

/** A toggle of the project cost calculator. Its price is its own, not derived from packages. */
export const calculatorItemType = defineType({
  name: 'calculatorItem',
  title: 'Calculator service',
  type: 'document',
  icon: ComposeIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'category',
      type: 'string',
      options: { list: [...CALCULATOR_CATEGORIES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'price',
      title: 'Price (USD)',
      description: 'Starter/Essential plan price in whole US dollars.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1), // Sanity's positive() lets 0 through,
    }),
    orderRankField(),
    defineField({
      name: 'service',
      type: 'reference',
      description: 'The service page this estimate belongs to, if there is one.',
      to: [{ type: 'service' }],
    }),
  ],
  orderings: [
    {
      title: 'Category, then position',
      name: 'categoryOrder',
      by: [
        { field: 'category', direction: 'desc' },
        { field: 'order', direction: 'asc' },
      ],
    },
  ],
  preview: {
    select: { title: 'name', category: 'category', price: 'price' },
    prepare: ({ title, category, price }) => ({
      title,
      subtitle: `${category ?? '?'} · ${typeof price === 'number' ? formatDollars(price) : 'no price'}`,
    }),
  },
})
