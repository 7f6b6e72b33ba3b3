import { OlistIcon } from '@sanity/icons/Olist'
import { defineType } from 'sanity'
import { blockPreview, headingField, itemsField } from '../schema-fields'

/** How the agency works: numbered steps with their durations and deliverables. */
export const workProcessSectionType = defineType({
  name: 'workProcessSection',
  title: 'Process',
  type: 'object',
  icon: OlistIcon,
  fields: [headingField(), itemsField('steps', 'Steps', 'processStep')],
  preview: blockPreview('Process', OlistIcon),
})
