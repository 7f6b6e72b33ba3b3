import { llmsTxt, MACHINE_TEXT_CACHE_CONTROL } from '@/web/machine-text/pages'

// Rendered from the content's cache and kept like a page: a publish expires its tags.
export const revalidate = 60

/** `/llms.txt` (llmstxt.org): the site's pages for language models, each with its Markdown. */
export async function GET() {
  return new Response(await llmsTxt(), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': MACHINE_TEXT_CACHE_CONTROL,
    },
  })
}
