import { CogIcon } from '@sanity/icons/Cog'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { CHAT_ID_PATTERN } from '../../web/chat/tawk'
import { MEASUREMENT_ID_PATTERN } from '../../web/consent/analytics'
import { slugFormat } from '../validation'

/** Brand facts, contact details and site-wide switches: every view reads them from here. */
export const siteSettingsType = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'claims', title: 'Claims & hours' },
    { name: 'integrations', title: 'Integrations' },
    { name: 'booking', title: 'Booking' },
    { name: 'privacy', title: 'Privacy' },
  ],
  fields: [
    defineField({
      name: 'brandName',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'brandSlug',
      type: 'string',
      group: 'brand',
      description:
        'Starts the paths of the three agency landing pages: /{brandSlug}-global-agency, /{brandSlug}-digital-marketing, /{brandSlug}-web-development.',
      validation: (rule) => rule.required().custom((value) => slugFormat({ current: value })),
    }),
    defineField({
      name: 'tagline',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heroMessage',
      type: 'string',
      group: 'brand',
      description: 'The question the hero and the footer ask.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heroSubline',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Default description',
      type: 'text',
      rows: 3,
      group: 'brand',
      description: 'Used in search results and when a page has no description of its own.',
      validation: (rule) => rule.required().max(170),
    }),
    defineField({
      name: 'phone',
      type: 'string',
      group: 'contact',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\+?[\d\s().-]{7,}$/, { name: 'phone number such as +1 (212) 555-0142' }),
    }),
    defineField({
      name: 'email',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'socialLinks',
      type: 'array',
      group: 'contact',
      of: [defineArrayMember({ type: 'socialLink' })],
    }),
    defineField({
      name: 'messagingLink',
      title: 'Messaging link',
      type: 'socialLink',
      group: 'contact',
      description: 'For example a WhatsApp chat link.',
    }),
    defineField({
      name: 'promises',
      title: 'Footer promises',
      type: 'object',
      group: 'claims',
      fields: [
        defineField({
          name: 'consultation',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({ name: 'response', type: 'string', validation: (rule) => rule.required() }),
      ],
    }),
    defineField({
      name: 'claims',
      title: 'Structured-data claims',
      type: 'object',
      group: 'claims',
      description: 'What search engines are told about the business.',
      fields: [
        defineField({
          name: 'foundingYear',
          type: 'number',
          validation: (rule) => rule.required().integer().min(1900).max(2100),
        }),
        defineField({
          name: 'clientCount',
          type: 'string',
          description: 'As shown, for example "500+".',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'ratingValue',
          type: 'number',
          validation: (rule) => rule.required().min(1).max(5),
        }),
        defineField({
          name: 'reviewCount',
          type: 'number',
          validation: (rule) => rule.required().integer().min(0),
        }),
        defineField({
          name: 'openingDays',
          type: 'array',
          of: [defineArrayMember({ type: 'string' })],
          options: {
            list: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          },
          validation: (rule) => rule.required().min(1),
        }),
        defineField({
          name: 'opens',
          type: 'string',
          validation: (rule) =>
            rule.required().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { name: '24-hour time' }),
        }),
        defineField({
          name: 'closes',
          type: 'string',
          validation: (rule) =>
            rule.required().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { name: '24-hour time' }),
        }),
        defineField({
          name: 'hoursLabel',
          type: 'string',
          description: 'How the hours read on the page, for example "Mon–Fri 09:00–18:00".',
        }),
      ],
    }),
    defineField({
      name: 'workingHours',
      type: 'array',
      group: 'claims',
      of: [defineArrayMember({ type: 'workingHoursRow' })],
    }),
    defineField({
      name: 'booking',
      type: 'bookingSettings',
      group: 'booking',
      description: 'When strategy sessions can be booked, and the room they take place in.',
    }),
    defineField({
      name: 'contentProtection',
      type: 'boolean',
      group: 'integrations',
      description:
        'Blocks right-click, copying, selection and developer-tool shortcuts for visitors (never inside form fields or on the copy buttons, in the Studio, in draft mode or on preview hosts).',
      initialValue: false,
    }),
    defineField({
      name: 'analyticsId',
      type: 'string',
      group: 'integrations',
      description:
        'Google Analytics 4 measurement id (G-…). The tag loads only for visitors who accept analytics cookies. NEXT_PUBLIC_GA_MEASUREMENT_ID overrides it.',
      validation: (rule) =>
        rule.regex(MEASUREMENT_ID_PATTERN, { name: 'measurement id such as G-ABC123' }),
    }),
    defineField({
      name: 'chatId',
      type: 'string',
      group: 'integrations',
      description:
        'tawk.to chat: the property id, or "propertyId/widgetId" (Administration → Chat Widget → Direct Chat Link). The widget loads when a visitor presses Live Chat; without an id the button leads to /contact. NEXT_PUBLIC_CHAT_ID overrides it.',
      validation: (rule) => rule.regex(CHAT_ID_PATTERN, { name: 'tawk.to id such as 64f0…/1h9…' }),
    }),
    defineField({
      name: 'privacyNoticeVersion',
      title: 'Privacy notice version',
      type: 'string',
      group: 'privacy',
      description:
        "The version of the privacy policy now in force (for example its date, 2026-03-01). Each lead stores it with the visitor's consent: change it whenever the policy changes.",
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
