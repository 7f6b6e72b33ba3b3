import { SparklesIcon } from '@sanity/icons/Sparkles'
import { defineType } from 'sanity'
import { blockPreview, headingField, itemsField } from '../schema-fields'

/** Enterprise AI points on a dark band. */
export const enterpriseAiSectionType = defineType({
  name: 'enterpriseAiSection',
  title: 'Enterprise AI',
  type: 'object',
  icon: SparklesIcon,
  fields: [headingField(), itemsField('points', 'Points', 'aiPoint')],
  preview: blockPreview('Enterprise AI', SparklesIcon),
})
