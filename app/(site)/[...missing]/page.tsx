import { notFound } from 'next/navigation'

/**
 * Any path no other route matches lands here and answers 404 with the (site) not-found page, so
 * the visitor keeps the site's header and footer. (The root not-found renders outside the (site)
 * layout, and Next sends it with every page, so it stays small instead of repeating the shell.)
 */
export default function MissingPage(): never {
  notFound()
}
