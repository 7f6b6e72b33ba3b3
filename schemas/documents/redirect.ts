import { defineField, defineType, type ValidationContext } from 'sanity'
import { livePathCheck, type LiveContent } from '@/web/redirects/live-paths'
import { fromProblem, redirectProblem, toProblem, type RedirectRule } from '@/web/redirects/rules'
import { VALIDATION_API_VERSION } from '../validation'

/** What the check needs from the Content Lake: the other redirects, what is live (any language). */
const CONTEXT_QUERY = /* groq */ `{
  "others": *[_type == "redirect" && !(_id in path("drafts.**")) && !(_id in [$published, $draft])]{ "id": _id, from, to, "permanent": coalesce(permanent, true) },
  "brandSlug": *[_type == "siteSettings"][0].brandSlug,
  "live": {
    "services": *[_type == "service" && !(_id in path("drafts.**"))]{ "slug": slug.current, aliases, language },
    "caseStudies": *[_type == "caseStudy" && !(_id in path("drafts.**"))]{ "slug": slug.current, aliases, language },
    "posts": *[_type == "blogPost" && !(_id in path("drafts.**"))]{ "slug": slug.current, language },
    "landing": *[_type == "page" && kind == "landing" && !(_id in path("drafts.**"))]{ "slug": slug.current, language }
  }
}`

type RedirectContextData = LiveContent & { others: RedirectRule[] }

/** The Studio's whole-document check of a redirect: loops, chains, a live "from". */
export async function checkRedirect(
  doc: { _id?: string; from?: unknown; to?: unknown; permanent?: unknown } | undefined,
  load: (params: Record<string, string>) => Promise<RedirectContextData>,
): Promise<true | string> {
  if (typeof doc?.from !== 'string' || typeof doc.to !== 'string') return true
  const published = (doc._id ?? '').replace(/^drafts\./, '')
  const data = await load({ published, draft: `drafts.${published}` })
  const problem = redirectProblem(
    { id: published, from: doc.from, to: doc.to, permanent: doc.permanent !== false },
    { others: data.others, isLivePath: livePathCheck(data) },
  )
  return problem ?? true
}

const loadFrom = (context: ValidationContext) => (params: Record<string, string>) =>
  context
    .getClient({ apiVersion: VALIDATION_API_VERSION })
    .fetch<RedirectContextData>(CONTEXT_QUERY, params, { perspective: 'raw' })

export const redirectType = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  description:
    'Sends visitors of a path that is not a page (an old address, a printed short link) somewhere else. Live within a second of publishing.',
  fields: [
    defineField({
      name: 'from',
      title: 'From',
      type: 'string',
      description:
        'A path of this site, such as /spring. ":name" matches any one segment (/news/:slug), and a "*" at the end matches the rest (/old-shop/*).',
      validation: (rule) => rule.custom((value) => fromProblem(value) ?? true),
    }),
    defineField({
      name: 'to',
      title: 'To',
      type: 'string',
      description:
        'A path of this site (/services/seo, /blogs/:slug) or an https:// address. Names and "*" from "From" are filled in.',
      validation: (rule) =>
        rule.custom((value, context) => {
          const from = (context.document as { from?: unknown } | undefined)?.from
          return toProblem(value, typeof from === 'string' ? from : undefined) ?? true
        }),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      initialValue: true,
      description:
        'On (308): the old address is gone for good, search engines move to the new one. Off (307): temporary, such as a campaign.',
    }),
    defineField({ name: 'note', title: 'Note', type: 'text', rows: 2 }),
    defineField({
      name: 'recorded',
      title: 'Recorded by the site',
      type: 'object',
      readOnly: true,
      hidden: ({ value }) => !value,
      description: 'The site recorded this redirect itself when a slug changed.',
      fields: [
        defineField({ name: 'documentId', title: 'Document', type: 'string' }),
        defineField({ name: 'at', title: 'At', type: 'datetime' }),
      ],
    }),
  ],
  validation: (rule) =>
    rule.custom(async (doc, context) => checkRedirect(doc as never, loadFrom(context))),
  preview: {
    select: { from: 'from', to: 'to', permanent: 'permanent', recorded: 'recorded.at' },
    prepare: ({ from, to, permanent, recorded }) => ({
      title: `${from ?? '(no path)'} → ${to ?? '(no target)'}`,
      subtitle: `${permanent === false ? 'Temporary (307)' : 'Permanent (308)'}${recorded ? ' · recorded on a slug change' : ''}`,
    }),
  },
})

export const gonePathType = defineType({
  name: 'gonePath',
  title: 'Removed page',
  type: 'document',
  description:
    'Recorded by the site when a page was deleted or unpublished: its path answers 410 Gone, unless a redirect starts there. Delete this record to answer 404 instead.',
  readOnly: true,
  fields: [
    defineField({ name: 'path', title: 'Path', type: 'string' }),
    defineField({ name: 'documentId', title: 'Document', type: 'string' }),
    defineField({ name: 'at', title: 'Removed at', type: 'datetime' }),
  ],
  preview: { select: { title: 'path', subtitle: 'at' } },
})
