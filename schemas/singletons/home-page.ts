import { HomeIcon } from '@sanity/icons/Home'
import { defineArrayMember, defineField, defineType } from 'sanity'

const heading = (name: string, title: string) =>
  defineField({ name, title, type: 'string', validation: (rule) => rule.required() })

export const homePageType = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'services', title: 'Services & process' },
    { name: 'people', title: 'Team & clients' },
    { name: 'headings', title: 'Section headings' },
  ],
  fields: [
    defineField({
      name: 'heroWords',
      title: 'Rotating hero words',
      type: 'array',
      group: 'hero',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(2),
    }),
    defineField({
      name: 'heroWordsLead',
      title: 'Words before the rotating word',
      type: 'string',
      group: 'hero',
      description: 'For example "Let’s build your": the hero reads "Let’s build your Brand".',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'heroIntro', type: 'text', rows: 3, group: 'hero' }),
    defineField({
      name: 'heroLinks',
      title: 'Hero buttons',
      type: 'array',
      group: 'hero',
      description: 'The first is the main button, the second the outlined one.',
      of: [defineArrayMember({ type: 'homeLink' })],
      validation: (rule) => rule.max(2),
    }),
    defineField({
      name: 'heroBadge',
      title: 'Hero badge',
      type: 'homeLink',
      group: 'hero',
      description: 'The small link above the hero heading, for example to the Google Partner page.',
    }),
    defineField({
      name: 'claims',
      type: 'array',
      group: 'hero',
      description: 'Figures shown on the page, for example "35+ Projects".',
      of: [defineArrayMember({ type: 'stat' })],
    }),
    defineField({
      name: 'premiumServices',
      type: 'array',
      group: 'services',
      of: [defineArrayMember({ type: 'premiumServiceCard' })],
    }),
    defineField({
      name: 'processSteps',
      type: 'array',
      group: 'services',
      of: [defineArrayMember({ type: 'processStep' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'valueCards',
      type: 'array',
      group: 'services',
      of: [defineArrayMember({ type: 'valueCard' })],
    }),
    defineField({
      name: 'team',
      type: 'array',
      group: 'people',
      of: [defineArrayMember({ type: 'teamMember' })],
    }),
    defineField({
      name: 'clientLogos',
      type: 'array',
      group: 'people',
      of: [defineArrayMember({ type: 'clientLogo' })],
    }),
    defineField({
      name: 'trustPartners',
      type: 'array',
      group: 'people',
      of: [defineArrayMember({ type: 'trustPartner' })],
    }),
    defineField({
      name: 'enterpriseAi',
      title: 'Enterprise AI points',
      type: 'array',
      group: 'services',
      of: [defineArrayMember({ type: 'aiPoint' })],
    }),
    defineField({
      name: 'headings',
      type: 'object',
      group: 'headings',
      fields: [
        heading('testimonialsBadge', 'Testimonials badge'),
        heading('testimonialsHeading', 'Testimonials heading'),
        heading('popularBadge', 'Popular services badge'),
        heading('popularHeading', 'Popular services heading'),
      ],
    }),
    defineField({
      name: 'sections',
      title: 'Section headings and introductions',
      type: 'object',
      group: 'headings',
      description:
        'In the order the sections appear. In the newsletter introduction, {subscribers} is replaced by the "Subscribers" figure of the hero.',
      fields: (
        [
          ['contact', 'Contact form band'],
          ['premium', 'Premium services'],
          ['process', 'Process'],
          ['values', 'Value cards'],
          ['portfolio', 'Portfolio'],
          ['newsletter', 'Newsletter'],
          ['team', 'Team'],
          ['clients', 'Client logos'],
          ['partners', 'Trust partners'],
          ['ai', 'Enterprise AI'],
          ['finalContact', 'Final contact form'],
        ] as const
      ).map(([name, title]) => defineField({ name, title, type: 'sectionHeading' })),
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
