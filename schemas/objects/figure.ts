import { defineField, defineType } from 'sanity'

/** An image with the text that describes it to someone who cannot see it. */
export const figureType = defineType({
  name: 'figure',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'What the image shows, for visitors using screen readers.',
      validation: (rule) =>
        rule.custom((alt, context) => {
          const parent = context.parent as { asset?: unknown } | undefined
          return parent?.asset && !alt ? 'Describe the image for screen readers' : true
        }),
    }),
  ],
})
