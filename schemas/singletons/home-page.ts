import { HomeIcon } from '@sanity/icons/Home'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { homeBlockTypes } from '../../web/blocks/schemas'

/**
 * The home page: a list of blocks an editor reorders, hides (removes), duplicates or adds to, like
 * a page's sections. It stays a singleton (one document, id `homePage`) rather than a `page`: the
 * home has no slug to rename or remove, and its id is what the desk pins, Presentation opens at
 * `/` and the publish webhook's `homePage` tag refreshes.
 */
export const homePageType = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  fields: [
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      description: 'Top to bottom. Drag to reorder; remove a section to hide it.',
      of: homeBlockTypes.map((type) => defineArrayMember({ type: type.name })),
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
