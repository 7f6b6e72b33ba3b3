import { LinkIcon } from '@sanity/icons/Link'
import { defineField, defineType } from 'sanity'

export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'linkedin',
  'x',
  'youtube',
  'tiktok',
  'github',
  'behance',
  'dribbble',
  'clutch',
  'whatsapp',
] as const

export const socialLinkType = defineType({
  name: 'socialLink',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'platform',
      type: 'string',
      options: { list: [...SOCIAL_PLATFORMS] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'label',
      type: 'string',
      description: 'Accessible name, for example "Codehome on LinkedIn".',
    }),
    defineField({
      name: 'url',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https', 'http', 'mailto', 'tel'] }),
    }),
  ],
  preview: { select: { title: 'platform', subtitle: 'url' } },
})
