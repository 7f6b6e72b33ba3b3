import { HomeIcon } from '@sanity/icons/Home'
import { defineType } from 'sanity'
import { sectionsField } from '../../web/blocks/schemas'

/**
 * The home page: a list of blocks an editor reorders, hides (removes), duplicates or adds to, like
 * a page's sections, from the same kinds (web/blocks/). It stays a singleton (one document, id `homePage`) rather than a `page`: the
 * home has no slug to rename or remove, and its id is what the desk pins, Presentation opens at
 * `/` and the publish webhook's `homePage` tag refreshes.
 */
export const homePageType = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  fields: [
    sectionsField({
      description: 'Top to bottom. Drag to reorder; remove a section to hide it.',
      required: true,
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
