/**
 * Sanity's webhook (projection `{_type, _id, "slug": slug.current}`) lands here when an editor
 * publishes. A valid signature revalidates the cache tags of the changed document's type (and
 * slug); the next visit to an affected page renders it again with fresh content.
 */
import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'
import { tagsForChange } from '@/web/content/tags'
import { contentBackend, env } from '@/web/env'

interface WebhookPayload {
  _type?: string
  _id?: string
  slug?: string | null
}

const reply = (status: number, body: Record<string, unknown>) => Response.json(body, { status })

export async function POST(request: NextRequest) {
  const secret = env.SANITY_REVALIDATE_SECRET
  if (!secret) {
    return reply(500, { message: 'Revalidation is not configured: set SANITY_REVALIDATE_SECRET.' })
  }

  let parsed: Awaited<ReturnType<typeof parseBody<WebhookPayload>>>
  try {
    // Content Lake is eventually consistent: wait a moment before re-reading it. The local
    // dataset is read from disk and needs no wait.
    parsed = await parseBody<WebhookPayload>(request, secret, contentBackend === 'sanity')
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
  for (const tag of tags) {
    // A webhook cannot use updateTag; expire at once so the next visit renders fresh content.
    revalidateTag(tag, { expire: 0 })
  }
  return reply(200, { revalidated: true, tags, now: Date.now() })
}
