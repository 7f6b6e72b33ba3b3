/**
 * Sanity's webhook (projection: WEBHOOK_PROJECTION, web/redirects/record-move.ts) lands here when
 * an editor publishes. A valid signature revalidates the cache tags of the changed document's type
 * (and slug) in its language; the next visit to an affected page renders it again with fresh content.
 *
 * What it refuses before touching the cache: no secret configured (500), no signature (401), a
 * signature dated more than five minutes from now either way (401: a captured request cannot be
 * replayed later), a body over 64 KB (413, refused before it is read when its length is declared,
 * and as soon as it passes the limit when not), a wrong signature (401), a body that is not a JSON
 * object or names no document type (400: a `_type` that is not a type's name, such as 5 or
 * "__proto__", revalidates nothing; a type's name this site does not know, an image asset's,
 * revalidates every page, which may show it).
 */
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type { NextRequest } from 'next/server'
import { readBody, TooLarge } from '@/core/http/read-body.ts'
import { sanityConfig } from '@/web/content/backend'
import { bumpRedirectsStamp } from '@/web/redirects/site-redirects'
import { isTypeName, tagsForChange } from '@/web/content/tags'
import { env } from '@/web/env'
import type { MovePlan } from '@/web/redirects/moves'
import { isMove, recordMove, REDIRECT_TYPES, ROUTABLE_TYPES } from '@/web/redirects/record-move'
import { sanityMoveWriter } from '@/web/redirects/sanity-writer'

/** Sanity's bodies are a small projection of one document; anything larger is not Sanity's. */
const MAX_WEBHOOK_BYTES = 64 * 1024
/** How far a signature's timestamp may be from the server's clock, either way. */
const MAX_SIGNATURE_SKEW_MS = 5 * 60_000
/** When the tags of a Sanity publish are expired a second time. */
const CONSISTENCY_RECHECK_MS = 3000

interface WebhookPayload {
  _type?: string
  _id?: string
  slug?: string | null
  /** The document's language (`en` when absent): only that language's pages are revalidated. */
  language?: string | null
  /** The document before and after the change (the projection's `before()` and `after()`). */
  before?: unknown
  after?: unknown
}

/**
 * A slug change or removal on Sanity becomes redirect / gone documents in the Content Lake
 * (web/redirects); on the local dataset `npm run publish:local` has written them already.
 */
async function recordSanityMove(body: WebhookPayload): Promise<MovePlan | null> {
  if (!sanityConfig || !isMove(body)) return null
  if (!env.SANITY_API_WRITE_TOKEN) {
    console.warn('[revalidate] a slug change is not recorded: set SANITY_API_WRITE_TOKEN.')
    return null
  }
  try {
    return await recordMove(body, sanityMoveWriter(sanityConfig, env.SANITY_API_WRITE_TOKEN))
  } catch (error) {
    console.error('[revalidate] recording a redirect failed:', error)
    return null
  }
}

const reply = (status: number, body: Record<string, unknown>) => Response.json(body, { status })

/** The `t=` of a `t=<ms>,v1=<signature>` header, or null. */
function signatureTime(header: string): number | null {
  const match = /^\s*t=(\d{1,15})[, ]/.exec(header)
  return match ? Number(match[1]) : null
}

export async function POST(request: NextRequest) {
  const secret = env.SANITY_REVALIDATE_SECRET
  if (!secret) {
    return reply(500, { message: 'Revalidation is not configured: set SANITY_REVALIDATE_SECRET.' })
  }

  const signature = request.headers.get(SIGNATURE_HEADER_NAME)
  if (!signature) {
    return reply(401, {
      message: `Missing signature: the ${SIGNATURE_HEADER_NAME} header is required.`,
    })
  }
  const signedAt = signatureTime(signature)
  if (signedAt === null) return reply(401, { message: 'Invalid signature.' })
  if (Math.abs(Date.now() - signedAt) > MAX_SIGNATURE_SKEW_MS) {
    return reply(401, {
      message: 'Expired signature: it was made more than five minutes from now.',
    })
  }

  let text: string
  try {
    ;({ text } = await readBody(request, MAX_WEBHOOK_BYTES))
  } catch (error) {
    if (error instanceof TooLarge) {
      return reply(413, { message: `The body is over ${MAX_WEBHOOK_BYTES / 1024} KB.` })
    }
    return reply(400, { message: 'The body is not valid JSON.' })
  }

  if (!text || !(await isValidSignature(text, signature, secret.trim()))) {
    return reply(401, { message: 'Invalid signature.' })
  }

  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return reply(400, { message: 'The body is not valid JSON.' })
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return reply(400, { message: 'The body is not a JSON object.' })
  }
  const body = parsed as WebhookPayload
  if (!isTypeName(body._type)) {
    return reply(400, { message: 'The body needs the _type of the changed document.' })
  }

  if (REDIRECT_TYPES.has(body._type)) {
    // Nothing Next caches reads redirects: every instance reads the redirect table again.
    await bumpRedirectsStamp()
    return reply(200, { revalidated: true, tags: [], redirects: true, now: Date.now() })
  }
  const recorded = await recordSanityMove(body)
  if (ROUTABLE_TYPES.has(body._type)) await bumpRedirectsStamp()

  const tags = tagsForChange(body)
  const expire = () => {
    // A webhook cannot use updateTag; expire at once so the next visit renders fresh content.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  }
  expire()
  // Expired again a little later, whatever the content's store. Sanity sends the webhook once the
  // publish is committed, and the API (no CDN) serves it at once in practice, so the change is
  // live on the next visit. The Content Lake is eventually consistent, though: a render in the
  // next moments could still read the old version and keep it for an hour. And on either store a
  // page that was regenerating in the background when the publish came (pages are revalidated
  // every minute) read the old content, and is stored after the expiry, as fresh by its date: an
  // end-to-end test once got /services without the chat id just published, from the local
  // dataset. Expiring again makes such a render short-lived, without holding the change back
  // (parseBody's own wait would delay every publish by 3 s).
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, CONSISTENCY_RECHECK_MS))
    expire()
  })
  return reply(200, {
    revalidated: true,
    tags,
    now: Date.now(),
    ...(recorded ? { recorded: recorded.write.map((doc) => doc._id) } : {}),
  })
}
