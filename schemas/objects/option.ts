import { defineField, defineType } from 'sanity'

/** A value stored with a lead and the label a visitor reads (budget and timeline selects). */
export const optionType = defineType({
  name: 'option',
  title: 'Option',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      type: 'string',
      description: 'Stored with the lead, for example "0-1000".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'label',
      type: 'string',
      description: 'Shown to the visitor, for example "Under $1,000".',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'value' } },
})
