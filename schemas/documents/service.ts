import { RocketIcon } from '@sanity/icons/Rocket'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { iconOptions } from '../../web/content/icon-names'
import { orderRankField } from '../order'
import { formatDollars } from '../../core/money/money'
import { aliasesRule, slugFormat, uniqueRouteSegment } from '../validation'

type PackageValue = { price?: number; popular?: boolean }

/**
 * A priced service offers exactly three packages, lowest to highest, and only the middle one is
 * flagged popular. A service without packages is sold on custom pricing.
 */
export function packagesRule(packages: PackageValue[] | undefined): true | string {
  if (!packages || packages.length === 0) return true
  if (packages.length !== 3) {
    return `A priced service has exactly three packages (this one has ${packages.length}); remove all of them for custom pricing`
  }
  const popular = packages.map((item) => Boolean(item.popular))
  if (!(popular[1] && !popular[0] && !popular[2])) {
    return 'Only the middle package is flagged "Most popular"'
  }
  return true
}

function ascendingPrices(packages: PackageValue[] | undefined): true | string {
  const prices = (packages ?? []).map((item) => item.price ?? 0)
  return prices.every((price, index) => index === 0 || price >= (prices[index - 1] ?? 0))
    ? true
    : 'Packages usually go from the lowest price to the highest'
}

export const serviceType = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  icon: RocketIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'pricing', title: 'Packages & prices' },
    { name: 'faq', title: 'FAQ' },
    { name: 'card', title: 'Popular card' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'slug',
      type: 'slug',
      group: 'content',
      description: 'The page lives at /services/{slug}.',
      options: { source: 'title', isUnique: uniqueRouteSegment('service') },
      validation: (rule) => rule.required().custom(slugFormat),
    }),
    defineField({
      name: 'aliases',
      type: 'array',
      group: 'content',
      description:
        'Other paths under /services/ that redirect permanently to this page, for example "web" for /services/web.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.custom(aliasesRule('service')),
    }),
    defineField({
      name: 'category',
      type: 'reference',
      group: 'content',
      to: [{ type: 'serviceCategory' }],
      validation: (rule) => rule.required(),
    }),
    orderRankField('Position inside its category (0 is first).'),
    defineField({
      name: 'description',
      type: 'text',
      rows: 2,
      group: 'content',
      description: 'One or two sentences for cards and search results.',
      validation: (rule) => rule.required().max(240),
    }),
    defineField({
      name: 'longDescription',
      type: 'text',
      rows: 6,
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'icon',
      type: 'string',
      group: 'content',
      options: iconOptions,
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'image', type: 'figure', group: 'content' }),
    defineField({
      name: 'features',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'packages',
      type: 'array',
      group: 'pricing',
      description:
        'Three packages from the lowest to the highest price, the middle one popular. Leave empty for custom pricing.',
      of: [defineArrayMember({ type: 'package' })],
      validation: (rule) => [rule.custom(packagesRule), rule.custom(ascendingPrices).warning()],
    }),
    defineField({
      name: 'faq',
      title: 'FAQ',
      type: 'array',
      group: 'faq',
      of: [defineArrayMember({ type: 'faqItem' })],
    }),
    defineField({
      name: 'popularCard',
      title: 'Card in "Popular Services"',
      type: 'object',
      group: 'card',
      fields: [
        defineField({
          name: 'featured',
          title: 'Show in the popular services row',
          type: 'boolean',
          initialValue: true,
        }),
        defineField({
          name: 'rank',
          type: 'number',
          description: 'Position in the row (1 is first); shown as a two-digit number.',
          validation: (rule) => rule.integer().min(1),
        }),
        defineField({
          name: 'rating',
          type: 'number',
          initialValue: 4.9,
          validation: (rule) => rule.min(1).max(5),
        }),
        defineField({ name: 'badge', type: 'string', initialValue: 'Trending' }),
      ],
    }),
    defineField({ name: 'seo', type: 'seo', group: 'seo' }),
  ],
  orderings: [
    {
      title: 'Category, then position',
      name: 'categoryOrder',
      by: [
        { field: 'category.order', direction: 'asc' },
        { field: 'order', direction: 'asc' },
      ],
    },
  ],
  preview: {
    select: {
      title: 'title',
      category: 'category.title',
      low: 'packages.0.price',
      high: 'packages.2.price',
      media: 'image',
    },
    prepare: ({ title, category, low, high, media }) => ({
      title,
      subtitle: [
        category ?? 'No category',
        typeof low === 'number' && typeof high === 'number'
          ? `${formatDollars(low)} – ${formatDollars(high)}`
          : 'Custom pricing',
      ].join(' · '),
      media,
    }),
  },
})
