import { draftMode } from 'next/headers'
import { type NextRequest, NextResponse } from 'next/server'
import { searchContent } from '@/web/content'
import { contentPath, CONTENT_TYPE_LABELS } from '@/web/lib/routes'
import { SEARCH_MAX_LENGTH, type SearchResponse } from '@/web/lib/search'

/**
 * GET /api/search?q=… — services, case studies and posts ranked by GROQ `match` and `score()`.
 * The /search page stays static and asks this route from the browser. Results are cached per
 * query in the data cache (content tags, so a publish refreshes them) and briefly by CDNs; an
 * editor in draft mode gets drafts, which no shared cache may keep.
 */
export async function GET(request: NextRequest) {
  const query = (request.nextUrl.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH)
  const results = await searchContent(query)
  const { isEnabled: preview } = await draftMode()
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
        'Cache-Control': preview
          ? 'private, no-store'
          : 'public, s-maxage=60, stale-while-revalidate=600',
      },
    },
  )
}
