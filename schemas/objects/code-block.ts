import { CodeIcon } from '@sanity/icons/Code'
import { defineField, defineType } from 'sanity'

export const codeBlockType = defineType({
  name: 'codeBlock',
  title: 'Code',
  type: 'object',
  icon: CodeIcon,
  fields: [
    defineField({
      name: 'language',
      type: 'string',
      options: {
        list: ['typescript', 'javascript', 'html', 'css', 'json', 'bash', 'sql', 'text'],
      },
      initialValue: 'typescript',
    }),
    defineField({ name: 'filename', type: 'string' }),
    defineField({ name: 'code', type: 'text', rows: 10, validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: 'filename', subtitle: 'language', code: 'code' },
    prepare: ({ title, subtitle, code }) => ({
      title: title || (typeof code === 'string' ? code.split('\n')[0] : 'Code'),
      subtitle,
    }),
  },
})
