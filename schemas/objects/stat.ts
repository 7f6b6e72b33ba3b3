import { defineField, defineType } from 'sanity'

export const statType = defineType({
  name: 'stat',
  title: 'Figure',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      type: 'string',
      description: 'As shown, for example "500+" or "24/7".',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
})
