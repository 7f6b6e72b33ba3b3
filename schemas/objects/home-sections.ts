/** Objects that only the home page uses. */
import { defineArrayMember, defineField, defineType } from 'sanity'

export const processStepType = defineType({
  name: 'processStep',
  title: 'Process step',
  type: 'object',
  fields: [
    defineField({
      name: 'step',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'description', type: 'text', rows: 3 }),
    defineField({
      name: 'duration',
      type: 'string',
      description: 'For example "1-2 weeks" or "ongoing".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'deliverables',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
  ],
  preview: {
    select: { step: 'step', title: 'title', duration: 'duration' },
    prepare: ({ step, title, duration }) => ({ title: `${step}. ${title}`, subtitle: duration }),
  },
})

export const premiumServiceCardType = defineType({
  name: 'premiumServiceCard',
  title: 'Premium service card',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'service', type: 'reference', to: [{ type: 'service' }] }),
    defineField({ name: 'description', type: 'text', rows: 2 }),
    defineField({ name: 'detailedDescription', type: 'text', rows: 4 }),
    defineField({ name: 'stats', type: 'array', of: [defineArrayMember({ type: 'stat' })] }),
    defineField({ name: 'features', type: 'array', of: [defineArrayMember({ type: 'string' })] }),
    defineField({
      name: 'deliverables',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.min(1),
    }),
    defineField({
      name: 'color',
      type: 'string',
      description: 'Accent of the card.',
      options: { list: ['blue', 'violet', 'emerald', 'amber', 'rose', 'cyan', 'orange', 'indigo'] },
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})

export const valueCardType = defineType({
  name: 'valueCard',
  title: 'Value card',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'description', type: 'text', rows: 3 }),
    defineField({ name: 'icon', type: 'string' }),
  ],
})

export const teamMemberType = defineType({
  name: 'teamMember',
  title: 'Team member or open slot',
  type: 'object',
  fields: [
    defineField({
      name: 'openSlot',
      title: 'Open slot',
      description: 'An open position that asks candidates to send a résumé by e-mail.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'name',
      type: 'string',
      hidden: ({ parent }) => Boolean(parent?.openSlot),
      validation: (rule) =>
        rule.custom((name, context) =>
          (context.parent as { openSlot?: boolean })?.openSlot || name
            ? true
            : 'A team member needs a name',
        ),
    }),
    defineField({ name: 'role', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'bio', type: 'text', rows: 3 }),
    defineField({ name: 'image', type: 'figure' }),
    defineField({
      name: 'applyLabel',
      title: 'Button label',
      description:
        'The button of an open slot: it opens an e-mail to the agency address (site settings) with the role as its subject.',
      type: 'string',
      initialValue: 'Send your résumé',
      hidden: ({ parent }) => !parent?.openSlot,
    }),
  ],
  preview: {
    select: { name: 'name', role: 'role', openSlot: 'openSlot', media: 'image' },
    prepare: ({ name, role, openSlot, media }) => ({
      title: openSlot ? `Open slot: ${role}` : name,
      subtitle: openSlot ? 'Send your résumé' : role,
      media,
    }),
  },
})

export const clientLogoType = defineType({
  name: 'clientLogo',
  title: 'Client logo',
  type: 'object',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'logo',
      type: 'figure',
      description: 'When the image fails to load, the initials of the name are shown.',
    }),
    defineField({ name: 'url', type: 'url' }),
  ],
  preview: { select: { title: 'name', media: 'logo' } },
})

export const trustPartnerType = defineType({
  name: 'trustPartner',
  title: 'Trust partner',
  type: 'object',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'description', type: 'string' }),
    defineField({
      name: 'href',
      type: 'url',
      description: 'A page of this site (for example /google-partner) or an external profile.',
      validation: (rule) => rule.required().uri({ allowRelative: true, scheme: ['https', 'http'] }),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'href' } },
})

export const aiPointType = defineType({
  name: 'aiPoint',
  title: 'Enterprise AI point',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'description', type: 'text', rows: 3 }),
    defineField({ name: 'icon', type: 'string' }),
  ],
})

/** A link an editor places on the home page: a label and a path of this site or a full URL. */
export const homeLinkType = defineType({
  name: 'homeLink',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'href',
      title: 'Link to',
      type: 'url',
      description: 'A path of this site (for example /services) or a full URL.',
      validation: (rule) =>
        rule.required().uri({ allowRelative: true, scheme: ['https', 'http', 'mailto', 'tel'] }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})

/** What a home page section says above its content: eyebrow, heading, introduction, a link. */
export const sectionHeadingType = defineType({
  name: 'sectionHeading',
  title: 'Section heading',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'eyebrow',
      type: 'string',
      description: 'The small line above the heading, for example "How we work".',
    }),
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 }),
    defineField({
      name: 'link',
      type: 'homeLink',
      description: 'Optional: a link below or beside the heading, for example "View all work".',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'eyebrow' } },
})
