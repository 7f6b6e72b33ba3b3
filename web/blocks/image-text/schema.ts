import { ImageIcon } from '@sanity/icons/Image'
import { defineField, defineType } from 'sanity'

/** An image beside a heading and a few paragraphs, on either side. */
export const imageTextSectionType = defineType({
  name: 'imageTextSection',
  title: 'Image with text',
  type: 'object',
  icon: ImageIcon,
  fields: [
    defineField({ name: 'eyebrow', type: 'string' }),
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'body',
      type: 'blockContent',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'image', type: 'figure', validation: (rule) => rule.required() }),
    defineField({
      name: 'imagePosition',
      title: 'Image on the',
      type: 'string',
      options: {
        list: [
          { title: 'Right', value: 'right' },
          { title: 'Left', value: 'left' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'right',
    }),
    defineField({ name: 'link', type: 'homeLink' }),
  ],
  preview: {
    select: { title: 'heading', subtitle: 'eyebrow', media: 'image' },
    prepare: ({ title, subtitle, media }) => ({
      title: title || 'Image with text',
      subtitle: subtitle ? `Image with text · ${subtitle}` : 'Image with text',
      media: media ?? ImageIcon,
    }),
  },
})
