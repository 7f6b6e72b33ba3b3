import { BlockContentIcon } from '@sanity/icons/BlockContent'
import { defineField, defineType } from 'sanity'

/** Long-form copy: headings, lists, quotes, links and images (the page's Portable Text). */
export const richTextSectionType = defineType({
  name: 'richTextSection',
  title: 'Rich text',
  type: 'object',
  icon: BlockContentIcon,
  fields: [
    defineField({
      name: 'eyebrow',
      type: 'string',
      description:
        'Optional: a short label above the heading, as the other sections have (“Our story”).',
    }),
    defineField({
      name: 'heading',
      type: 'string',
      description: 'Optional: a heading above the text (the text may have headings of its own).',
    }),
    defineField({
      name: 'body',
      type: 'blockContent',
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'heading', blocks: 'body' },
    prepare: ({ title, blocks }) => {
      const first = (blocks as { children?: { text?: string }[] }[] | undefined)?.find(
        (block) => block.children?.length,
      )
      const text = first?.children?.map((child) => child.text ?? '').join('')
      return { title: title || text || 'Rich text', subtitle: 'Rich text', media: BlockContentIcon }
    },
  },
})
