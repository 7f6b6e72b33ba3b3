/**
 * npm run publish:local -- [type] [slug]      e.g. npm run publish:local -- service seo
 *
 * After an edit of the local dataset (CONTENT_DATASET), tells the running site what changed, the
 * way Sanity's publish webhook does: a POST to /api/revalidate signed with
 * SANITY_REVALIDATE_SECRET. Pages that show documents of that type (and slug) render again with
 * the change on their next visit. Without a type, every page does.
 *
 * --url https://site   another site than NEXT_PUBLIC_SITE_URL
 */
import { encodeSignatureHeader } from '@sanity/webhook'
import { env, siteUrl } from '../web/env'

const args = process.argv.slice(2)
const urlIndex = args.indexOf('--url')
const base = urlIndex === -1 ? siteUrl : args[urlIndex + 1]
const [type, slug] =
  urlIndex === -1 ? args : args.filter((_, i) => i < urlIndex || i > urlIndex + 1)

if (!env.SANITY_REVALIDATE_SECRET) {
  console.error('SANITY_REVALIDATE_SECRET is not set: the running site needs the same secret.')
  process.exit(2)
}

// An unknown type revalidates every content tag (web/content/tags.ts).
const body = JSON.stringify({
  _type: type ?? 'localDataset',
  _id: 'local-edit',
  slug: slug ?? null,
})
const url = new URL('/api/revalidate', base)
try {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(
        body,
        Date.now(),
        env.SANITY_REVALIDATE_SECRET,
      ),
    },
    body,
  })
  const answer = (await response.json().catch(() => ({}))) as { tags?: string[]; message?: string }
  if (!response.ok) {
    console.error(`${url} answered ${response.status}: ${answer.message ?? ''}`)
    process.exitCode = 1
  } else {
    console.log(`Published: ${(answer.tags ?? []).join(', ')} refreshed on ${base}`)
  }
} catch (error) {
  console.error(`${url} is not reachable: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
}
