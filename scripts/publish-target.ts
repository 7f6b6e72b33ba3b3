/**
 * Where `npm run publish:local` posts and what it names (scripts/publish-local.ts): `--url` when
 * given, else the running site's own address as the build resolved it (`resolveSiteUrl`):
 * NEXT_PUBLIC_SITE_URL, then the host's production address, then localhost on PORT (3000 without
 * one), so a site started with `PORT=4000 npm start` gets its publish on port 4000.
 */
import { resolveSiteUrl } from '../web/env'

export interface PublishTarget {
  /** The site's origin the signed webhook is posted to. */
  base: string
  /** The document type and slug that changed; every page when absent. */
  type?: string
  slug?: string
}

export function publishTarget(
  args: readonly string[],
  source: Record<string, string | undefined>,
): PublishTarget {
  const urlIndex = args.indexOf('--url')
  if (urlIndex !== -1 && !args[urlIndex + 1]) throw new Error('--url needs an address')
  const base = urlIndex === -1 ? resolveSiteUrl(source) : args[urlIndex + 1]!
  const [type, slug] =
    urlIndex === -1 ? args : args.filter((_, i) => i < urlIndex || i > urlIndex + 1)
  return { base, ...(type ? { type } : {}), ...(slug ? { slug } : {}) }
}
