import { ClockIcon } from '@sanity/icons/Clock'
import { defineField, defineType } from 'sanity'

const TIME = /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/

/** One row of the footer's Working Hours card: a range from start to end in the named zone. */
export const workingHoursRowType = defineType({
  name: 'workingHoursRow',
  title: 'Working hours',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'label',
      type: 'string',
      description: 'The place or zone, for example "USA EST".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'start',
      type: 'string',
      description: '12-hour time, for example "10:30 AM".',
      validation: (rule) => rule.required().regex(TIME, { name: '12-hour time such as 7:30 PM' }),
    }),
    defineField({
      name: 'end',
      type: 'string',
      validation: (rule) => rule.required().regex(TIME, { name: '12-hour time such as 3:30 AM' }),
    }),
    defineField({
      name: 'timeZone',
      type: 'string',
      description: 'IANA time zone, for example "America/New_York".',
    }),
  ],
  preview: {
    select: { label: 'label', start: 'start', end: 'end' },
    prepare: ({ label, start, end }) => ({ title: label, subtitle: `${start} – ${end}` }),
  },
})
