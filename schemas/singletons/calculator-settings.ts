import { ComposeIcon } from '@sanity/icons/Compose'
import { defineArrayMember, defineField, defineType } from 'sanity'

export const calculatorSettingsType = defineType({
  name: 'calculatorSettings',
  title: 'Cost calculator',
  type: 'document',
  icon: ComposeIcon,
  fields: [
    defineField({
      name: 'note',
      type: 'string',
      description: 'Shown under the estimated total.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'budgetOptions',
      type: 'array',
      of: [defineArrayMember({ type: 'option' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'timelineOptions',
      type: 'array',
      of: [defineArrayMember({ type: 'option' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { prepare: () => ({ title: 'Cost calculator' }) },
})
