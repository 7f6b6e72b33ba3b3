import { RocketIcon } from '@sanity/icons/Rocket'
import { defineType } from 'sanity'
import { blockPreview, headingField, itemsField } from '../schema-fields'

/** Premium service cards, one active at a time, each with its deliverables. */
export const premiumServicesSectionType = defineType({
  name: 'premiumServicesSection',
  title: 'Premium services',
  type: 'object',
  icon: RocketIcon,
  fields: [headingField(), itemsField('cards', 'Cards', 'premiumServiceCard')],
  preview: blockPreview('Premium services', RocketIcon),
})
