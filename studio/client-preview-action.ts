/**
 * "Preview link for a client": a document action on every type with a page of its own. It opens
 * the admin's preview links (/admin/preview-links) in a new tab with the document's page filled
 * in; the link is made there, behind the admin sign-in, because it is a credential of the site's
 * own (web/preview/client-links.ts), not of Sanity.
 */
import { LinkIcon } from '@sanity/icons/Link'
import type { DocumentActionComponent } from 'sanity'
import { documentPath } from '../web/redirects/moves'

/** Types whose pages a preview link can show (landing pages: type their path in the admin). */
export const CLIENT_PREVIEW_TYPES = new Set(['service', 'caseStudy', 'blogPost', 'page'])

export function clientPreviewHref(
  type: string,
  doc: { slug?: { current?: unknown }; kind?: unknown; title?: unknown } | null,
): string | null {
  const slug = typeof doc?.slug?.current === 'string' ? doc.slug.current : null
  const kind = typeof doc?.kind === 'string' ? doc.kind : null
  const path =
    type === 'page' && kind !== 'landing' && slug
      ? `/${slug}`
      : documentPath({ _type: type, slug, kind }, null)
  if (!path) return null
  const params = new URLSearchParams({ path })
  if (typeof doc?.title === 'string') params.set('label', doc.title)
  return `/admin/preview-links?${params}`
}

/** Why the action is off for a document (its tooltip), or null when it has a page to show. */
export function clientPreviewUnavailable(
  type: string,
  doc: Parameters<typeof clientPreviewHref>[1],
): string | null {
  if (clientPreviewHref(type, doc)) return null
  // A landing page's path starts with the brand slug of the site settings, which the action
  // does not read: the admin takes the path as typed.
  return type === 'page' && doc?.kind === 'landing' && doc.slug?.current
    ? 'For a landing page, make the link in the admin (Preview links) with its path'
    : 'Give it a slug first'
}

export const ClientPreviewAction: DocumentActionComponent = (props) => {
  const doc = (props.draft ?? props.published) as Parameters<typeof clientPreviewHref>[1]
  const href = clientPreviewHref(props.type, doc)
  return {
    label: 'Preview link for a client',
    icon: LinkIcon,
    disabled: !href,
    title:
      clientPreviewUnavailable(props.type, doc) ??
      'Make a link that shows this draft to someone without a Studio account',
    onHandle: () => {
      if (href) window.open(href, '_blank', 'noopener')
      props.onComplete()
    },
  }
}
