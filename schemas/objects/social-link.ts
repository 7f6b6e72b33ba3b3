import { LinkIcon } from '@sanity/icons/Link'
import { defineField, defineType } from 'sanity'
import {
  SOCIAL_PLATFORM_NAMES,
  SOCIAL_PLATFORMS,
  socialPlatformName,
} from '../../web/content/social-platforms'

export const socialLinkType = defineType({
  name: 'socialLink',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'platform',
      type: 'string',
      options: {
        list: SOCIAL_PLATFORMS.map((value) => ({ title: SOCIAL_PLATFORM_NAMES[value], value })),
      },
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
  preview: {
    select: { platform: 'platform', url: 'url' },
    prepare: ({ platform, url }: { platform?: string; url?: string }) => ({
      title: platform ? socialPlatformName(platform) : 'Link',
      subtitle: url,
    }),
  },
})
