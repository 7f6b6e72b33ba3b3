/** Fields and previews the home blocks' schemas share (Studio side only: imports `sanity`). */
import type { ComponentType } from 'react'
import { defineArrayMember, defineField } from 'sanity'

/** Eyebrow, heading, introduction and optional link above a block's content. */
export const headingField = (description?: string) =>
  defineField({
    name: 'heading',
    type: 'sectionHeading',
    description,
    options: { collapsible: true, collapsed: false },
    validation: (rule) => rule.required(),
  })

/** A list of one object type, required to hold at least `min` items. */
export const itemsField = (name: string, title: string, type: string, min = 1) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type })],
    validation: (rule) => rule.required().min(min),
  })

/** What the array of blocks lists: the block's heading, under the kind's name. */
export const blockPreview = (kind: string, icon: ComponentType) => ({
  select: { title: 'heading.title' },
  prepare: ({ title }: { title?: string }) => ({
    title: title || kind,
    subtitle: kind,
    media: icon,
  }),
})
