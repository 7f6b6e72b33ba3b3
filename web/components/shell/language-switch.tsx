'use client'
/**
 * The language switcher in the header (issue 44): a link to the page the visitor is on, in the
 * other language (or its nearest parent there: core/i18n/routes.ts `switchHref`). Named in its own
 * language (`lang`), with the page's words for "Read this page in …" as its accessible name. The
 * link loads a new document (the router leaves links to another language to the browser:
 * ./intent-prefetch.tsx `inAppUrl`), which comes with its own `lang`, `dir` and typeface.
 * No automatic redirect by Accept-Language anywhere: search engines reach every language.
 */
import { usePathname } from 'next/navigation'
import { switchHref } from '@/core/i18n/routes'

/** A language to switch to: its code, its own name and "Read this page in …" in the page's. */
export interface LanguageLink {
  code: string
  name: string
  label: string
}

export function LanguageSwitch({
  targets,
  className,
}: {
  targets: LanguageLink[]
  className?: string
}) {
  const pathname = usePathname()
  return targets.map((target) => (
    <a
      key={target.code}
      href={switchHref(pathname, target.code)}
      hrefLang={target.code}
      lang={target.code}
      aria-label={target.label}
      className={className}
      // The same query in the other language (a signed link's token, an order's id): read as the
      // link is followed, so the prerendered page needs no search params to draw it.
      onClick={(event) => {
        event.currentTarget.search = window.location.search
      }}
    >
      {target.name}
    </a>
  ))
}
