import { BoltIcon } from '@sanity/icons/Bolt'
import { defineField, defineType } from 'sanity'

/** The closing band: a heading, a line of text, the main action and the agency's phone. */
export const callToActionSectionType = defineType({
  name: 'callToActionSection',
  title: 'Call to action',
  type: 'object',
  icon: BoltIcon,
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'text', type: 'text', rows: 2 }),
    defineField({ name: 'action', type: 'homeLink', validation: (rule) => rule.required() }),
    defineField({
      name: 'showPhone',
      title: 'Show the phone number',
      type: 'boolean',
      description: 'The number in Site settings, beside the button.',
      initialValue: true,
    }),
  ],
  preview: {
    select: { title: 'heading', action: 'action.label' },
    prepare: ({ title, action }) => ({
      title: title || 'Call to action',
      subtitle: action ? `Call to action · ${action}` : 'Call to action',
      media: BoltIcon,
    }),
  },
})
