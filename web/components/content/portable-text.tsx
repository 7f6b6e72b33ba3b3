/**
 * Long-form copy from the CMS (posts, case studies, company pages): headings, lists, quotes,
 * links, inline code, images and code blocks, rendered on the server with @portabletext/react.
 */
import {
  PortableText,
  type PortableTextBlock,
  type PortableTextComponents,
  toPlainText,
} from '@portabletext/react'
import Link from '@/web/components/ui/link'
import type { ImageValue } from '@/web/content/image'
import { SanityImage } from '@/web/components/ui/sanity-image'
import { cn } from '@/web/lib/utils'
import { ltrRun } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import { requestLocale } from '@/web/i18n/request-locale'
import { wholeWordsIn } from '@/web/components/ui/whole-words'

type FigureBlock = ImageValue & { _type: 'figure'; _key: string }
type CodeBlock = {
  _type: 'codeBlock'
  _key: string
  code?: string
  filename?: string
  language?: string
}

/** A block of the body as the queries project it. */
export type RichTextValue = Array<{ _type: string; _key: string }>

/** The anchor id of a heading: its text in lower case with dashes ("1. Crawling" → "1-crawling"). */
export const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')

const heading = (Tag: 'h2' | 'h3' | 'h4', className: string) =>
  function Heading({ children, value }: { children?: React.ReactNode; value: PortableTextBlock }) {
    return (
      <Tag
        id={headingId(toPlainText(value))}
        className={cn('scroll-mt-28 text-slate-900', className)}
      >
        {children}
      </Tag>
    )
  }

/** Inline code up to this many characters is kept on one line (about 190 px on a phone). */
const SHORT_CODE = 24

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => (
      <p className="my-5 leading-8 text-slate-700">{wholeWordsIn(children)}</p>
    ),
    h2: heading('h2', 'mt-12 mb-4 text-2xl font-bold tracking-tight sm:text-3xl'),
    h3: heading('h3', 'mt-10 mb-3 text-xl font-semibold tracking-tight'),
    h4: heading('h4', 'mt-8 mb-2 text-lg font-semibold'),
    // Small print (a trademark notice): below the text's voice, not in italics as loud as it.
    small: ({ children }) => <p className="my-5 text-sm leading-6 text-slate-500">{children}</p>,
    blockquote: ({ children, value }) => {
      const attributed = attribution(value)
      if (!attributed)
        return (
          <blockquote className="border-brand-500 bg-brand-50/60 my-8 rounded-e-2xl border-s-4 px-6 py-5 text-lg leading-8 font-medium text-slate-800">
            {children}
          </blockquote>
        )
      return (
        <figure className="border-brand-500 bg-brand-50/60 my-8 rounded-e-2xl border-s-4 px-6 py-5">
          <blockquote className="text-lg leading-8 font-medium text-slate-800">
            <PortableText value={attributed.quote} components={inline} />
          </blockquote>
          <figcaption className="mt-3 text-base font-semibold text-slate-600">
            {`\u2014 ${attributed.source}`}
          </figcaption>
        </figure>
      )
    },
  },
  list: {
    bullet: ({ children }) => (
      <ul className="marker:text-brand-500 my-5 list-disc space-y-2 ps-6 text-slate-700">
        {children}
      </ul>
    ),
    number: ({ children }) => (
      <ol className="marker:text-brand-600 my-5 list-decimal space-y-2 ps-6 text-slate-700 marker:font-semibold">
        {children}
      </ol>
    ),
  },
  // A list item's and a marked span's hyphenated words whole too ("never lazy-/load it" in a
  // post's list, a bold "desktop-/only" in a case study, on a phone: an outside review).
  listItem: ({ children }) => <li className="ps-1.5 leading-7">{wholeWordsIn(children)}</li>,
  marks: {
    strong: ({ children }) => (
      <strong className="font-semibold text-slate-900">{wholeWordsIn(children)}</strong>
    ),
    em: ({ children }) => <em className="italic">{wholeWordsIn(children)}</em>,
    // Code is written left to right in every language: on a right-to-left page the attribute
    // keeps `robots.txt` in order and isolates it, so the sentence around it keeps its own.
    // A short one on one line: "font-display: / swap" split across a phone's lines read as two
    // pieces of code. A long one may wrap, or it would run past a phone's screen.
    code: ({ children, text }) => (
      <code
        className={cn(
          'rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800',
          text.length <= SHORT_CODE && 'text-nowrap',
        )}
        {...ltrRun(requestLocale())}
      >
        {children}
      </code>
    ),
    link: ({ children, value }) => {
      const href = typeof value?.href === 'string' ? value.href : '#'
      const className =
        'text-brand-600 decoration-brand-200 hover:decoration-brand-600 font-medium underline underline-offset-4 transition-colors'
      if (href.startsWith('/')) {
        return (
          <Link href={href} className={className}>
            {children}
          </Link>
        )
      }
      const external = /^https?:\/\//.test(href)
      return (
        <a
          href={href}
          className={className}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </a>
      )
    },
  },
  types: {
    figure: ({ value }: { value: FigureBlock }) => (
      <figure className="my-10">
        <SanityImage
          image={value}
          sizes="(min-width: 768px) 720px, 100vw"
          className="h-auto w-full rounded-2xl border border-slate-200 bg-slate-50"
        />
      </figure>
    ),
    // A code block reads left to right and starts at the left on every page: laid out right to
    // left its lines were reordered ("'import { … } from 'web-vitals") and, on a phone, cut at
    // their start by the sideways scroll. An English page's block is as it was.
    codeBlock: ({ value }: { value: CodeBlock }) => {
      const ltr = ltrRun(requestLocale())
      return (
        <figure
          className={cn(
            'my-8 overflow-hidden rounded-2xl bg-slate-950 shadow-lg ring-1 ring-slate-900/10',
            ltr.dir && 'text-left',
          )}
          {...ltr}
        >
          {value.filename || value.language ? (
            <figcaption className="flex items-center justify-between border-b border-white/10 px-5 py-2.5 font-mono text-xs text-slate-400">
              <span>{value.filename}</span>
              <span className="tracking-wider uppercase">{value.language}</span>
            </figcaption>
          ) : null}
          {/* Focusable, so keyboard users can scroll a long line sideways (WCAG 2.1.1): a named
            scrollable region (a `pre` of its own may not carry a name). On a phone its edge fades
            while more of a line is to come (`code-scroll`, globals.css): the lines looked cut at
            the box's edge, with no sign that it scrolls (an outside review). */}
          <pre
            tabIndex={0}
            role="region"
            aria-label={codeLabel(value.filename)}
            className="focus-visible:ring-brand-400 code-scroll overflow-x-auto p-5 text-sm leading-6 text-slate-100 focus-visible:ring-2 focus-visible:outline-none focus-visible:ring-inset"
          >
            <code className="font-mono">{value.code}</code>
          </pre>
        </figure>
      )
    },
  },
}

/** The quote's own text, without a paragraph around it (it sits in the blockquote's box). */
const inline: PortableTextComponents = {
  ...components,
  block: { normal: ({ children }) => <>{children}</> },
}

/**
 * A quote that ends with who said it after a spaced em dash ("… as our branches. — Director of
 * Digital Services, FinanceFlow Credit Union", as the case studies' and the about page's are
 * written): the quote without it, and the source, which goes on a line of its own below. Only a
 * dash after the end of a sentence counts, so a dash within the quote's last sentence stays
 * where it is; null for any other quote.
 */
function attribution(block: PortableTextBlock) {
  const last = block.children.at(-1)
  if (last?._type !== 'span' || typeof last.text !== 'string') return null
  const [, quote, source] = /^(.*[.!?؟…”’"'])\s+\u2014\s+(\S.*)$/su.exec(last.text) ?? []
  if (!quote || !source) return null
  return {
    quote: {
      ...block,
      style: 'normal',
      children: [...block.children.slice(0, -1), { ...last, text: quote }],
    },
    source: source.trim(),
  }
}

/** A code block's name in the page's language (messages/{code}/blog.json): "Code: app.ts". */
function codeLabel(filename: string | undefined) {
  const t = translator(requestLocale(), 'blog')
  return filename ? t('codeFile', { filename }) : t('code')
}

/** Renders a Portable Text body with the site's typography. */
export function RichText({
  value,
  className,
}: {
  value: RichTextValue | null | undefined
  className?: string
}) {
  if (!value?.length) return null
  return (
    <div className={cn('max-w-none text-base sm:text-lg', className)}>
      <PortableText value={value as PortableTextBlock[]} components={components} />
    </div>
  )
}

/**
 * "On this page": the h2 headings of a long body as anchor links, beside it on wide screens.
 * Nothing for bodies with fewer than three sections.
 */
export function TableOfContents({
  body,
  label = 'On this page',
  className = 'hidden lg:block',
}: {
  body: RichTextValue | null | undefined
  /** The list's heading, in the page's language. */
  label?: string
  /** Where it shows and stands: beside the body from `lg` in a grid's second column. */
  className?: string
}) {
  const headings = ((body ?? []) as PortableTextBlock[])
    .filter((block) => block._type === 'block' && block.style === 'h2')
    .map((block) => toPlainText(block))
  if (headings.length < 3) return null
  return (
    <nav aria-labelledby="toc-heading" className={className}>
      <div className="sticky top-28 border-s border-slate-200 ps-6">
        <p
          id="toc-heading"
          className="text-xs font-semibold tracking-widest text-slate-500 uppercase"
        >
          {label}
        </p>
        <ul className="toc-links mt-4 space-y-2.5 text-sm">
          {headings.map((heading) => (
            <li key={heading}>
              <a
                href={`#${headingId(heading)}`}
                className="hover:text-brand-700 text-slate-600 transition-colors"
              >
                {heading}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
