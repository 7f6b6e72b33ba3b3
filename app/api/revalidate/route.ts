/**
 * Sanity's webhook (projection `{_type, _id, "slug": slug.current}`) lands here when an editor
 * publishes. A valid signature revalidates the cache tags of the changed document's type (and
 * slug); the next visit to an affected page renders it again with fresh content.
 */
import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type { NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'
import { tagsForChange } from '@/web/content/tags'
import { contentBackend, env } from '@/web/env'

interface WebhookPayload {
  _type?: string
  _id?: string
  slug?: string | null
}

/** When the tags of a Sanity publish are expired a second time. */
const CONSISTENCY_RECHECK_MS = 3000

const reply = (status: number, body: Record<string, unknown>) => Response.json(body, { status })

export async function POST(request: NextRequest) {
  const secret = env.SANITY_REVALIDATE_SECRET
  if (!secret) {
    return reply(500, { message: 'Revalidation is not configured: set SANITY_REVALIDATE_SECRET.' })
  }

  let parsed: Awaited<ReturnType<typeof parseBody<WebhookPayload>>>
  try {
    // No wait for the Content Lake here (parseBody waits 3 s by default): see below.
    parsed = await parseBody<WebhookPayload>(request, secret, false)
  } catch {
    return reply(400, { message: 'The body is not valid JSON.' })
  }

  if (parsed.isValidSignature === null) {
    return reply(401, {
      message: 'Missing signature: the sanity-webhook-signature header is required.',
    })
  }
  if (!parsed.isValidSignature) {
    return reply(401, { message: 'Invalid signature.' })
  }
  if (!parsed.body?._type) {
    return reply(400, { message: 'The body needs the _type of the changed document.' })
  }

  const tags = tagsForChange(parsed.body)
  const expire = () => {
    // A webhook cannot use updateTag; expire at once so the next visit renders fresh content.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  }
  expire()
  if (contentBackend === 'sanity') {
    // Sanity sends the webhook once the publish is committed, and the API (no CDN) serves it at
    // once in practice, so the change is live on the next visit. The Content Lake is eventually
    // consistent, though: a render in the next moments could still read the old version and keep
    // it for an hour. Expiring again a little later makes that render short-lived, without
    // holding the change back (parseBody's own wait would delay every publish by 3 s).
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, CONSISTENCY_RECHECK_MS))
      expire()
    })
  }
  return reply(200, { revalidated: true, tags, now: Date.now() })
}
