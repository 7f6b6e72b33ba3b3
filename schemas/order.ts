import { defineField } from 'sanity'

/** A whole-number position used to order lists (0 first). */
export const orderRankField = (description = 'Position in lists (0 is first).') =>
  defineField({
    name: 'order',
    title: 'Position',
    type: 'number',
    description,
    initialValue: 0,
    validation: (rule) => rule.required().integer().min(0),
  })
