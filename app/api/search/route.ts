import { type NextRequest, NextResponse } from 'next/server'
import { searchContent } from '@/web/content'
import { contentPath, CONTENT_TYPE_LABELS } from '@/web/lib/routes'
import { requestAddress } from '@/web/http/client-address'
import { rateLimiter } from '@/web/lib/rate-limits'
import { SEARCH_MAX_LENGTH, SEARCHES_PER_MINUTE, type SearchResponse } from '@/web/lib/search'

// Each search runs a query (nothing is cached per query): an address gets a person's share.
const searches = rateLimiter('search', SEARCHES_PER_MINUTE)

/**
 * GET /api/search?q=… — services, case studies and posts ranked by GROQ `match` and `score()`.
 * The /search page stays static and asks this route from the browser. Results are kept briefly
 * by CDNs, never in the data cache (which would grow by an entry per distinct query). Published
 * content only, for editors in draft mode too, so any shared cache may keep every answer. 429 past
 * SEARCHES_PER_MINUTE.
 */
export async function GET(request: NextRequest) {
  if (!(await searches.take(requestAddress(request)))) {
    return NextResponse.json(
      { error: 'Too many searches from this address. Please try again in a minute.' },
      { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' } },
    )
  }
  const query = (request.nextUrl.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH)
  const results = await searchContent(query)
  return NextResponse.json<SearchResponse>(
    {
      query,
      results: results.map((result) => ({
        type: result._type,
        typeLabel: CONTENT_TYPE_LABELS[result._type],
        title: result.title,
        summary: result.summary,
        category: result.category,
        url: contentPath(result._type, result.slug),
        score: Math.round(result._score * 100) / 100,
      })),
    },
    {
      headers: {
        'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=600',
      },
    },
  )
}
