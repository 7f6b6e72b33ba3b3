import { TrendUpwardIcon } from '@sanity/icons/TrendUpward'
import { defineType } from 'sanity'
import { blockPreview, headingField } from '../schema-fields'

/** A scrolling row of the services whose "Popular card" is switched on, in its rank order. */
export const popularServicesSectionType = defineType({
  name: 'popularServicesSection',
  title: 'Popular services',
  type: 'object',
  icon: TrendUpwardIcon,
  fields: [headingField()],
  preview: blockPreview('Popular services', TrendUpwardIcon),
})
