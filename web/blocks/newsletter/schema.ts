import { BellIcon } from '@sanity/icons/Bell'
import { defineType } from 'sanity'
import { blockPreview, headingField } from '../schema-fields'

/** The newsletter sign-up with the free consultation booking. In the introduction, {subscribers} is replaced by the "Subscribers" claim of the hero (in another language, its first claim). */
export const newsletterSectionType = defineType({
  name: 'newsletterSection',
  title: 'Newsletter and consultation',
  type: 'object',
  icon: BellIcon,
  fields: [headingField()],
  preview: blockPreview('Newsletter and consultation', BellIcon),
})
