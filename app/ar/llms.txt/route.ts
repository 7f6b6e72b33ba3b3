import { llmsTxt, MACHINE_TEXT_CACHE_CONTROL } from '@/web/machine-text/pages'

// Rendered from the content's cache and kept like a page: a publish expires its tags.
export const revalidate = 60

/** `/ar/llms.txt`: the site's pages in Arabic, each with its Markdown (as app/llms.txt). */
export async function GET() {
  return new Response(await llmsTxt('ar'), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': MACHINE_TEXT_CACHE_CONTROL,
    },
  })
}
