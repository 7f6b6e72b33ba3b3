import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe'
import { defineField, defineType } from 'sanity'

/** The office documents on the map, with their local times. */
export const officesSectionType = defineType({
  name: 'officesSection',
  title: 'Offices',
  type: 'object',
  icon: EarthGlobeIcon,
  fields: [
    defineField({
      name: 'note',
      type: 'string',
      hidden: true,
      description: 'Unused: a block needs a field; this one shows content kept elsewhere.',
    }),
  ],
  preview: { prepare: () => ({ title: 'Offices', media: EarthGlobeIcon }) },
})
