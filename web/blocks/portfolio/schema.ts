import { ImagesIcon } from '@sanity/icons/Images'
import { defineType } from 'sanity'
import { blockPreview, headingField } from '../schema-fields'

/** The first ten case studies marked "Show in the home page portfolio". */
export const portfolioSectionType = defineType({
  name: 'portfolioSection',
  title: 'Portfolio',
  type: 'object',
  icon: ImagesIcon,
  fields: [headingField()],
  preview: blockPreview('Portfolio', ImagesIcon),
})
