import { defineField, defineType } from 'sanity'

export const seoType = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      description:
        'The page’s name in search results, instead of its title. " | " and the brand name are added (so "About" reads "About | Codehome"); keep it under about 50 characters.',
      validation: (rule) =>
        rule.max(70).warning('Search engines cut titles after about 60 characters'),
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      validation: (rule) =>
        rule.max(170).warning('Search engines cut descriptions after about 160 characters'),
    }),
  ],
})
