import { CalendarIcon } from '@sanity/icons/Calendar'
import { ClockIcon } from '@sanity/icons/Clock'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { isValidTimeZone } from '../../core/booking/booking-form'
import { DEFAULT_HORIZON_DAYS, WEEKDAYS } from '../../core/booking/availability'

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/
const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3))

/** One bookable window of a weekday, in the agency's zone. */
export const bookableHoursType = defineType({
  name: 'bookableHours',
  title: 'Bookable hours',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'day',
      type: 'string',
      options: {
        list: WEEKDAYS.map((day) => ({ value: day, title: day[0]!.toUpperCase() + day.slice(1) })),
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'start',
      type: 'string',
      description: '24-hour time in the agency’s zone, for example "10:30".',
      validation: (rule) => rule.required().regex(HHMM, { name: '24-hour time such as 10:30' }),
    }),
    defineField({
      name: 'end',
      type: 'string',
      description: 'The last session ends by then, for example "18:30".',
      validation: (rule) =>
        rule
          .required()
          .regex(HHMM, { name: '24-hour time such as 18:30' })
          .custom((value, context) => {
            const start = (context.parent as { start?: string } | undefined)?.start
            return !value || !start || !HHMM.test(start) || minutes(value) > minutes(start)
              ? true
              : 'Must be later than the start'
          }),
    }),
  ],
  preview: {
    select: { day: 'day', start: 'start', end: 'end' },
    prepare: ({ day, start, end }) => ({ title: String(day ?? ''), subtitle: `${start} – ${end}` }),
  },
})

/** When visitors can book a strategy session, and where it takes place. */
export const bookingSettingsType = defineType({
  name: 'bookingSettings',
  title: 'Booking',
  type: 'object',
  icon: CalendarIcon,
  fields: [
    defineField({
      name: 'timeZone',
      type: 'string',
      description: 'The agency’s IANA time zone: the hours below are read in it.',
      validation: (rule) =>
        rule
          .required()
          .custom(
            (value) => !value || isValidTimeZone(value) || 'An IANA zone such as America/New_York',
          ),
    }),
    defineField({
      name: 'hours',
      title: 'Bookable hours',
      type: 'array',
      description: 'Sessions are offered only inside these windows (a day without one is closed).',
      of: [defineArrayMember({ type: 'bookableHours' })],
    }),
    defineField({
      name: 'minimumNoticeHours',
      type: 'number',
      description: 'How long before a session it can still be booked.',
      initialValue: 2,
      validation: (rule) =>
        rule
          .required()
          .min(0)
          .max(24 * 60),
    }),
    defineField({
      name: 'horizonDays',
      title: 'Booking horizon (days)',
      type: 'number',
      description:
        'How far ahead a session can be booked: dates further away are refused (90: about three months).',
      initialValue: DEFAULT_HORIZON_DAYS,
      validation: (rule) => rule.required().integer().min(1).max(730),
    }),
    defineField({
      name: 'bufferMinutes',
      type: 'number',
      description: 'Free time kept between two sessions.',
      initialValue: 0,
      validation: (rule) => rule.required().integer().min(0).max(240),
    }),
    defineField({
      name: 'dailyCap',
      type: 'number',
      description: 'Sessions per day at most (0: no cap).',
      initialValue: 0,
      validation: (rule) => rule.integer().min(0).max(100),
    }),
    defineField({
      name: 'concurrentSessions',
      type: 'number',
      description: 'How many sessions can run at the same time.',
      initialValue: 1,
      validation: (rule) => rule.required().integer().min(1).max(20),
    }),
    defineField({
      name: 'meetingLink',
      type: 'url',
      description:
        'The video room every invite names (a Google Meet or other link). Empty: the invite says the link follows by e-mail.',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
  ],
})
