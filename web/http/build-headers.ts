/**
 * The settings the security headers are built from (./security-headers.ts, next.config.ts), which
 * are fixed when the site is built. The build records them (next.config.ts puts them in
 * HEADER_SETTINGS_ENV); the server warns at start when its own environment names others, so
 * a PREVIEW_HOSTS changed on a running deployment is not silently left out of the policy.
 */

/** Where next.config.ts records the build's settings (inlined into the server's code). */
export const HEADER_SETTINGS_ENV = 'CODEHOME_HEADER_SETTINGS'

type Source = Record<string, string | undefined>

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
    .sort()
    .join(',')

/** What of the environment decides the headers (no secret among them). */
export function headerSettings(source: Source): Record<string, string> {
  return {
    PREVIEW_HOSTS: list(source.PREVIEW_HOSTS),
    NEXT_PUBLIC_SANITY_PROJECT_ID: source.NEXT_PUBLIC_SANITY_PROJECT_ID ?? '',
    SANITY_API_HOST: source.SANITY_API_HOST ?? '',
    NEXT_PUBLIC_SUPABASE_URL: source.NEXT_PUBLIC_SUPABASE_URL ?? '',
    CDN_STALE_WHILE_REVALIDATE: source.CDN_STALE_WHILE_REVALIDATE ?? '',
  }
}

/** One warning per setting whose value differs from the build's. */
export function headerWarnings(
  source: Source,
  built: string | undefined = process.env.CODEHOME_HEADER_SETTINGS,
): string[] {
  if (!built) return []
  const then = JSON.parse(built) as Record<string, string>
  const now = headerSettings(source)
  return Object.keys(now)
    .filter((name) => now[name] !== then[name])
    .map(
      (name) =>
        `[headers] ${name} differs from the build's: the security headers and cache policy are ` +
        `fixed when the site is built (next.config.ts), so this value takes effect with the next build.`,
    )
}
