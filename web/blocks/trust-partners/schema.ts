import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { defineType } from 'sanity'
import { blockPreview, headingField, itemsField } from '../schema-fields'

/** Links to the partner page and external profiles. */
export const trustPartnersSectionType = defineType({
  name: 'trustPartnersSection',
  title: 'Trust partners',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [headingField(), itemsField('partners', 'Partners', 'trustPartner')],
  preview: blockPreview('Trust partners', CheckmarkCircleIcon),
})
