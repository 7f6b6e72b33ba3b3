/** Searches one client address may run per minute (a person types far fewer). */
export const SEARCHES_PER_MINUTE = 60

/** The longest query the search accepts, in characters (longer input is cut). */
export const SEARCH_MAX_LENGTH = 100

/**
 * The words of a visitor's search, lower case, without anything GROQ's `match` would read as
 * syntax (wildcards, quotes, operators); at most eight words of at most 40 characters.
 */
export function searchWords(text: string): string[] {
  return (
    text
      .slice(0, SEARCH_MAX_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .slice(0, 8)
    .map((word) => word.slice(0, 40))
}

/** What GET /api/search answers. */
export interface SearchResponse {
  query: string
  results: {
    type: 'service' | 'caseStudy' | 'blogPost'
    /** 'Service', 'Case study' or 'Blog post'. */
    typeLabel: string
    title: string
    summary: string
    category: string | null
    url: string
    score: number
  }[]
}
