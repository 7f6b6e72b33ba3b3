'use client'
/**
 * The language switcher in the header (issue 44): a link to the page the visitor is on, in the
 * other language, or its nearest translated parent there. The server draws it by the route
 * (core/i18n/routes.ts `switchHref`); once mounted, and after every navigation, it follows the
 * document: the languages the page's head names in its `hreflang` alternates
 * (`documentSwitchHref`), so an English post not translated yet leads to the Arabic blog, not to
 * a 404. Named in its own language (`lang`), with the page's words for "Read this page in …" as
 * its accessible name. The link loads a new document (the router leaves links to another
 * language to the browser: ./intent-prefetch.tsx `inAppUrl`), which comes with its own `lang`,
 * `dir` and typeface.
 * No automatic redirect by Accept-Language anywhere: search engines reach every language.
 */
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { documentSwitchHref, type HeadLanguages } from '@/core/i18n/routes'

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
  const head = useHeadLanguages(pathname)
  return targets.map((target) => (
    <a
      key={target.code}
      href={documentSwitchHref(pathname, target.code, head)}
      hrefLang={target.code}
      lang={target.code}
      aria-label={target.label}
      className={className}
      // The same query in the other language (a signed link's token, an order's id): read as the
      // link is followed, so the prerendered page needs no search params to draw it. The head is
      // read again too, in case its metadata came after the last read (streamed into the body).
      onClick={(event) => {
        const link = event.currentTarget
        link.href = documentSwitchHref(pathname, target.code, readHead())
        link.search = window.location.search
      }}
    >
      {target.name}
    </a>
  ))
}

/** The page's canonical address and `hreflang` alternates, as its document has them now. */
function readHead(): HeadLanguages {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null
  const alternates: Record<string, string> = {}
  for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) {
    const code = link.getAttribute('hreflang')
    const href = link.getAttribute('href')
    if (code && href && !(code in alternates)) alternates[code] = href
  }
  return { canonical, alternates }
}

const sameHead = (a: HeadLanguages | null, b: HeadLanguages) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b)

/**
 * The head's languages, read after mount, on every pathname change and whenever the head changes
 * (a client navigation may bring the next page's metadata after its pathname). Null on the server
 * and in the first render: the server's `href` is the route's rule, and hydration matches it.
 */
function useHeadLanguages(pathname: string): HeadLanguages | null {
  const [head, setHead] = useState<HeadLanguages | null>(null)
  useEffect(() => {
    const read = () => {
      const next = readHead()
      setHead((current) => (sameHead(current, next) ? current : next))
    }
    read()
    const observer = new MutationObserver(read)
    observer.observe(document.head, {
      childList: true,
      subtree: true,
      attributeFilter: ['href', 'hreflang', 'rel'],
    })
    return () => observer.disconnect()
  }, [pathname])
  return head
}
