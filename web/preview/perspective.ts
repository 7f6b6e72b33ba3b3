/**
 * Which content an editor in draft mode sees. The Presentation tool tells the site in a cookie
 * (next-sanity's enable route and its perspective action set it): `drafts`, `published`, or a
 * stack of content-release ids over the drafts (`rSummer,drafts`).
 *
 * `published` sees only published documents; `drafts` sees each document's draft in place of the
 * published version where one exists (what an editor previews). On Sanity, the Presentation tool
 * can also ask for a stack of content releases over the drafts (`['rSummer', 'drafts']`); the
 * local dataset has no releases and shows its drafts for such a stack.
 *
 * `{ draftOf: id }` is published content with that one document's draft in its place: what a
 * client's preview link shows on its page (./scope.ts). The local dataset overlays
 * exactly that document; Sanity has no such perspective, so there the read that renders the
 * page's own document uses `drafts` (documents its query follows by reference show their drafts
 * too), while every other read of the page stays published.
 */
export type Perspective = 'published' | 'drafts' | string[] | { draftOf: string }

/** The cookie's name, as @sanity/preview-url-secret names it. */
export const PREVIEW_PERSPECTIVE_COOKIE = 'sanity-preview-perspective'

const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

/** The perspective a cookie value asks for; drafts when it is missing or malformed. */
export function previewPerspective(value: string | undefined | null): Perspective {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  if (ids.length === 1 && (ids[0] === 'published' || ids[0] === 'drafts')) return ids[0]
  const stack = ids.filter((id) => id !== 'drafts')
  if (
    stack.length === 0 ||
    !stack.every((id) => RELEASE_ID.test(id) && id !== 'published' && id !== 'raw')
  ) {
    return 'drafts'
  }
  return [...stack, 'drafts']
}
