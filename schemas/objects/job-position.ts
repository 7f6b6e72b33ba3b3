import { UsersIcon } from '@sanity/icons/Users'
import { defineArrayMember, defineField, defineType } from 'sanity'

export const jobPositionType = defineType({
  name: 'jobPosition',
  title: 'Open position',
  type: 'object',
  icon: UsersIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'location', type: 'string', initialValue: 'Remote' }),
    defineField({
      name: 'employmentType',
      type: 'string',
      options: { list: ['Full-time', 'Part-time', 'Contract', 'Internship'] },
      initialValue: 'Full-time',
    }),
    defineField({ name: 'summary', type: 'text', rows: 3 }),
    defineField({
      name: 'requirements',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'location' } },
})
