import { notFound } from 'next/navigation'

/**
 * Any Arabic path without a page (every route but the home page, until theirs land: issue 44,
 * core/i18n/routes.ts): 404 in the Arabic frame. Prerendered like the pages around it.
 */
export default function ArabicMissingPage() {
  notFound()
}
