import { HeartIcon } from '@sanity/icons/Heart'
import { defineType } from 'sanity'
import { blockPreview, headingField, itemsField } from '../schema-fields'

/** Rotating value cards beside the heading. */
export const valueCardsSectionType = defineType({
  name: 'valueCardsSection',
  title: 'Value cards',
  type: 'object',
  icon: HeartIcon,
  fields: [headingField(), itemsField('cards', 'Cards', 'valueCard')],
  preview: blockPreview('Value cards', HeartIcon),
})
