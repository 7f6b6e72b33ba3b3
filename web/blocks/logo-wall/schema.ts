import { UsersIcon } from '@sanity/icons/Users'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { LIMITS } from '../rules'

/** The logos of clients or partners, each an image with the name for screen readers. */
export const logoWallSectionType = defineType({
  name: 'logoWallSection',
  title: 'Logo wall',
  type: 'object',
  icon: UsersIcon,
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'logos',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'sectionLogo',
          title: 'Logo',
          fields: [
            defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'logo', type: 'figure', validation: (rule) => rule.required() }),
            defineField({
              name: 'url',
              type: 'url',
              validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
            }),
          ],
          preview: { select: { title: 'name', media: 'logo' } },
        }),
      ],
      validation: (rule) => rule.required().min(LIMITS.logos.min).max(LIMITS.logos.max),
    }),
  ],
  preview: {
    select: { title: 'heading', media: 'logos.0.logo', logos: 'logos' },
    prepare: ({ title, media, logos }) => ({
      title: title || 'Logo wall',
      subtitle: `Logo wall · ${(logos as unknown[] | undefined)?.length ?? 0} logos`,
      media: media ?? UsersIcon,
    }),
  },
})
