import { PackageIcon } from '@sanity/icons/Package'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { billingLabel, formatDollars } from '../../core/money/money'

export const BILLING_PERIODS = [
  { title: 'Monthly', value: 'monthly' },
  { title: 'One-time', value: 'one-time' },
] as const

export const packageType = defineType({
  name: 'package',
  title: 'Package',
  type: 'object',
  icon: PackageIcon,
  fields: [
    defineField({
      name: 'name',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'price',
      title: 'Price (USD)',
      description: 'Whole US dollars, without the currency sign.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1), // Sanity's positive() lets 0 through,
    }),
    defineField({
      name: 'billingPeriod',
      type: 'string',
      options: { list: [...BILLING_PERIODS], layout: 'radio', direction: 'horizontal' },
      initialValue: 'one-time',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', type: 'text', rows: 2 }),
    defineField({
      name: 'features',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.min(1),
    }),
    defineField({
      name: 'popular',
      title: 'Most popular',
      description: 'Exactly the middle package of a service is the popular one.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: {
    select: { name: 'name', price: 'price', billingPeriod: 'billingPeriod', popular: 'popular' },
    prepare: ({ name, price, billingPeriod, popular }) => ({
      title: `${name ?? 'Untitled package'}${popular ? ' ★' : ''}`,
      subtitle:
        typeof price === 'number'
          ? `${formatDollars(price)} ${billingLabel(billingPeriod)}`
          : 'No price',
    }),
  },
})
