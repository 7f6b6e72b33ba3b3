/**
 * Writes recorded redirects to the Content Lake with SANITY_API_WRITE_TOKEN, in one transaction.
 */
import type { SanityBackendConfig } from '@/web/content/backends/sanity'
import { createSanityClient } from '@/web/content/backends/sanity'
import type { RedirectDocument } from './moves'
import type { MoveWriter } from './record-move'

export function sanityMoveWriter(config: SanityBackendConfig, token: string): MoveWriter {
  const client = createSanityClient(config).withConfig({ token })
  return {
    existingRedirects: () =>
      client.fetch<RedirectDocument[]>(
        /* groq */ `*[_type == "redirect" && defined(from) && defined(to)]{ _id, _type, from, to, "permanent": coalesce(permanent, true), note, recorded }`,
      ),
    // The English settings (the landing pages' prefix is the site's; local-moves.ts reads the
    // same document): with a translation, `*[_type == "siteSettings"][0]` could be the Arabic one.
    brandSlug: () =>
      client.fetch<string | null>(/* groq */ `*[_id == "siteSettings"][0].brandSlug`),
    async apply(plan) {
      const transaction = client.transaction()
      for (const doc of plan.write) transaction.createOrReplace<Record<string, unknown>>({ ...doc })
      for (const id of plan.delete) transaction.delete(id)
      await transaction.commit({ visibility: 'sync' })
    },
  }
}
