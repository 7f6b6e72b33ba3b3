import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineType } from 'sanity'
import { blockPreview, headingField } from '../schema-fields'

/** The closing pitch with its link and the phone, beside the contact form. */
export const finalContactSectionType = defineType({
  name: 'finalContactSection',
  title: 'Final contact form',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [headingField()],
  preview: blockPreview('Final contact form', EnvelopeIcon),
})
