import { PinIcon } from '@sanity/icons/Pin'
import { defineField, defineType } from 'sanity'
import { orderRankField } from '../order'

export const officeType = defineType({
  name: 'office',
  title: 'Office',
  type: 'document',
  icon: PinIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'City',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'country', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'address', type: 'text', rows: 2, validation: (rule) => rule.required() }),
    defineField({ name: 'phone', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'location',
      type: 'geopoint',
      description: 'Where the pin is drawn on the map.',
      validation: (rule) =>
        rule.required().custom((point) => {
          if (!point) return true
          const { lat, lng } = point as { lat?: number; lng?: number }
          if (typeof lat !== 'number' || lat < -90 || lat > 90)
            return 'Latitude is between -90 and 90'
          if (typeof lng !== 'number' || lng < -180 || lng > 180)
            return 'Longitude is between -180 and 180'
          return true
        }),
    }),
    defineField({
      name: 'flagEmoji',
      title: 'Flag',
      type: 'string',
      description:
        'The country flag emoji, for example 🇺🇸. The site draws the flag of that country as an image.',
      validation: (rule) =>
        rule
          .required()
          .max(8)
          .custom((value) =>
            !value || /^\p{Regional_Indicator}{2}$/u.test(value.trim())
              ? true
              : 'Must be a country flag emoji, for example 🇺🇸',
          ),
    }),
    defineField({
      name: 'timeZone',
      type: 'string',
      description: 'IANA time zone of the office, for example "America/New_York".',
    }),
    orderRankField(),
  ],
  orderings: [{ title: 'Position', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', country: 'country', flag: 'flagEmoji' },
    prepare: ({ name, country, flag }) => ({
      title: `${flag ?? ''} ${name}`.trim(),
      subtitle: country,
    }),
  },
})
