import { NOT_FOUND_CACHE_CONTROL } from '@/web/http/cache-policy'
import { siteUrl } from '@/web/env'
import { markdownOf, MACHINE_TEXT_CACHE_CONTROL } from '@/web/machine-text/pages'
import { machineWordsFor } from '@/web/machine-text/words'

// Each answer is made from the content's data cache (expired by tag on publish); the route itself
// keeps nothing, so an unknown path leaves no entry behind.
export const dynamic = 'force-dynamic'

/**
 * A page's Markdown: proxy.ts sends `/services/seo.md` here as `/md/services/seo`. The HTML page
 * is its canonical address.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const path = `/${(await params).path.join('/')}`
  const markdown = await markdownOf(path)
  if (markdown === null) {
    return new Response(`${machineWordsFor(path).noPage}\n`, {
      status: 404,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': NOT_FOUND_CACHE_CONTROL,
      },
    })
  }
  return new Response(markdown, {
    headers: {
      'content-type': 'text/markdown; charset=utf-8',
      'cache-control': MACHINE_TEXT_CACHE_CONTROL,
      link: `<${new URL(path, siteUrl)}>; rel="canonical"`,
      'x-robots-tag': 'noindex',
    },
  })
}
