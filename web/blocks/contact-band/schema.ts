import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineType } from 'sanity'
import { blockPreview, headingField } from '../schema-fields'

/** A heading and introduction beside the contact form (budget and timeline options from the cost calculator settings). */
export const contactBandSectionType = defineType({
  name: 'contactBandSection',
  title: 'Contact form band',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [headingField()],
  preview: blockPreview('Contact form band', EnvelopeIcon),
})
