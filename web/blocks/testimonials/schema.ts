import { CommentIcon } from '@sanity/icons/Comment'
import { defineType } from 'sanity'
import { blockPreview, headingField } from '../schema-fields'

/** Every testimonial document, in its order, in a carousel. */
export const testimonialCarouselSectionType = defineType({
  name: 'testimonialCarouselSection',
  title: 'Testimonial carousel',
  type: 'object',
  icon: CommentIcon,
  fields: [headingField()],
  preview: blockPreview('Testimonial carousel', CommentIcon),
})
