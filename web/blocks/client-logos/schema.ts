import { TagsIcon } from '@sanity/icons/Tags'
import { defineType } from 'sanity'
import { blockPreview, headingField, itemsField } from '../schema-fields'

/** A moving row of client logos. */
export const clientLogosSectionType = defineType({
  name: 'clientLogosSection',
  title: 'Client logos',
  type: 'object',
  icon: TagsIcon,
  fields: [headingField(), itemsField('logos', 'Logos', 'clientLogo')],
  preview: blockPreview('Client logos', TagsIcon),
})
