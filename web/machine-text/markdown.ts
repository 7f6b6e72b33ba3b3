/**
 * The site's content as Markdown, for machines that read text rather than pages: language models
 * and their tools (`/llms.txt` lists the pages; `/services/seo.md` and the like give each one).
 * Pure functions of what the content queries return: the routes read, these write.
 */
import { formatDollars } from '@/core/money/money'
import english from '@/messages/en/machineText.json'

/**
 * The words the Markdown writes itself (headings, price notes), in the page's language
 * (messages/{code}/machineText.json, its ICU arguments filled in by the caller: `servicesIn`
 * is the template of a services section, `{category}` replaced). English by default.
 */
export type MachineWords = typeof english
export const ENGLISH_WORDS: MachineWords = english

const priceRange = (
  from: number | null | undefined,
  to: number | null | undefined,
  words: MachineWords,
) => {
  if (typeof from !== 'number' || typeof to !== 'number') return words.customPricing
  return from === to ? formatDollars(from) : `${formatDollars(from)} – ${formatDollars(to)}`
}

// --- Portable Text ------------------------------------------------------------------------------

interface Span {
  _type: string
  text?: string
  marks?: string[] | null
}

interface MarkDef {
  _key: string
  _type: string
  href?: string | null
}

export interface PortableBlock {
  _type: string
  _key?: string
  style?: string | null
  listItem?: string | null
  level?: number | null
  children?: Span[] | null
  markDefs?: MarkDef[] | null
  /** A code block's text and language, a figure's description. */
  code?: string | null
  language?: string | null
  alt?: string | null
  caption?: string | null
}

/** Characters that would start Markdown syntax inside running text. */
const escapeText = (text: string) => text.replace(/([\\`*_[\]<>])/g, '\\$1')

function spanText(span: Span, defs: Map<string, MarkDef>, site: string): string {
  let text = escapeText(span.text ?? '')
  if (!text.trim()) return text
  for (const mark of span.marks ?? []) {
    if (mark === 'strong') text = `**${text}**`
    else if (mark === 'em') text = `*${text}*`
    else if (mark === 'code') text = `\`${(span.text ?? '').replace(/`/g, "'")}\``
    else {
      const href = defs.get(mark)?.href
      if (href) text = `[${text}](${absolute(href, site)})`
    }
  }
  return text
}

/** A path of the site as a full address (machines read the text away from the site). */
export const absolute = (href: string, site: string) =>
  href.startsWith('/') ? `${site.replace(/\/$/, '')}${href}` : href

/** Portable Text (the CMS's rich text) as Markdown: headings, lists, quotes, code, figures. */
export function portableTextToMarkdown(
  blocks: readonly PortableBlock[] | null | undefined,
  site: string,
): string {
  const out: string[] = []
  let numbered = 0
  let previousList: string | null = null
  for (const block of blocks ?? []) {
    if (block._type === 'codeBlock') {
      out.push(`\`\`\`${block.language ?? ''}\n${(block.code ?? '').replace(/\n+$/, '')}\n\`\`\``)
      previousList = null
      continue
    }
    if (block._type === 'figure') {
      const words = block.caption || block.alt
      if (words) out.push(`*${escapeText(words)}*`)
      previousList = null
      continue
    }
    if (block._type !== 'block') continue
    const defs = new Map((block.markDefs ?? []).map((def) => [def._key, def]))
    const text = (block.children ?? [])
      .map((span) => spanText(span, defs, site))
      .join('')
      .trim()
    if (!text) continue
    if (block.listItem) {
      const indent = '  '.repeat(Math.max(0, (block.level ?? 1) - 1))
      numbered = block.listItem === 'number' && previousList === 'number' ? numbered + 1 : 1
      const bullet = block.listItem === 'number' ? `${numbered}.` : '-'
      // Items of one list sit on consecutive lines.
      if (previousList) out[out.length - 1] += `\n${indent}${bullet} ${text}`
      else out.push(`${indent}${bullet} ${text}`)
      previousList = block.listItem
      continue
    }
    previousList = null
    const style = block.style ?? 'normal'
    if (/^h[1-6]$/.test(style)) out.push(`${'#'.repeat(Number(style[1]))} ${text}`)
    else if (style === 'blockquote') out.push(`> ${text}`)
    else out.push(text)
  }
  return out.join('\n\n')
}

// --- Documents ----------------------------------------------------------------------------------

/** A plain-text field's paragraphs (blank lines between), escaped. */
const plain = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\n{2,}/)
    .map((part) => escapeText(part.trim()))
    .filter(Boolean)
    .join('\n\n')

const list = (items: readonly (string | null)[] | null | undefined) =>
  (items ?? [])
    .filter((item): item is string => Boolean(item))
    .map((item) => `- ${escapeText(item)}`)
    .join('\n')

/** The parts of a document, without the empty ones, as one Markdown text. */
const join = (...parts: (string | null | undefined | false)[]) =>
  `${parts.filter((part): part is string => Boolean(part && part.trim())).join('\n\n')}\n`

export interface MarkdownService {
  title: string | null
  description: string | null
  longDescription: string | null
  category: { title: string | null } | null
  features: string[] | null
  packages:
    | {
        name: string | null
        price: number | null
        billingPeriod: string | null
        description: string | null
        features: string[] | null
      }[]
    | null
  faq: { question: string | null; answer: string | null }[] | null
  priceFrom?: number | null
  priceTo?: number | null
}

export function serviceMarkdown(
  service: MarkdownService,
  url: string,
  words: MachineWords = ENGLISH_WORDS,
): string {
  const packages = (service.packages ?? []).map((pack) =>
    join(
      `### ${escapeText(pack.name ?? '')}: ${typeof pack.price === 'number' ? `${formatDollars(pack.price)} ${pack.billingPeriod === 'monthly' ? words.monthly : words.oneTime}` : words.customPricing}`,
      plain(pack.description),
      list(pack.features),
    ).trim(),
  )
  const faq = (service.faq ?? []).map((item) =>
    `### ${escapeText(item.question ?? '')}\n\n${plain(item.answer)}`.trim(),
  )
  return join(
    `# ${escapeText(service.title ?? '')}`,
    `${service.category?.title ? `${escapeText(service.category.title)} · ` : ''}${priceRange(service.priceFrom, service.priceTo, words)} · ${url}`,
    plain(service.description),
    plain(service.longDescription),
    service.features?.length ? `## ${words.whatYouGet}\n\n${list(service.features)}` : null,
    packages.length ? `## ${words.packages}\n\n${packages.join('\n\n')}` : null,
    faq.length ? `## ${words.faq}\n\n${faq.join('\n\n')}` : null,
  )
}

export interface MarkdownCaseStudy {
  title: string | null
  client: string | null
  category: string | null
  description: string | null
  technologies: string[] | null
  results: { value: string | null; label: string | null }[] | null
  body: PortableBlock[] | null
}

export function caseStudyMarkdown(
  study: MarkdownCaseStudy,
  url: string,
  site: string,
  words: MachineWords = ENGLISH_WORDS,
): string {
  const results = (study.results ?? [])
    .filter((result) => result.value && result.label)
    .map((result) => `- **${escapeText(result.value!)}** ${escapeText(result.label!)}`)
  return join(
    `# ${escapeText(study.title ?? '')}`,
    [study.client, study.category]
      .filter((part): part is string => Boolean(part))
      .map(escapeText)
      .join(' · ') + ` · ${url}`,
    plain(study.description),
    results.length ? `## ${words.results}\n\n${results.join('\n')}` : null,
    study.technologies?.length ? `${words.technologies}: ${study.technologies.join(', ')}` : null,
    portableTextToMarkdown(study.body, site),
  )
}

export interface MarkdownPost {
  title: string | null
  excerpt: string | null
  author: string | null
  publishedAt: string | null
  body: PortableBlock[] | null
}

export function postMarkdown(post: MarkdownPost, url: string, site: string): string {
  return join(
    `# ${escapeText(post.title ?? '')}`,
    [post.author, post.publishedAt?.slice(0, 10)].filter(Boolean).join(' · ') + ` · ${url}`,
    plain(post.excerpt),
    portableTextToMarkdown(post.body, site),
  )
}

/** A page's sections: every heading and text they hold, in order (whatever the kind). */
function sectionText(value: unknown, site: string, depth = 0): string[] {
  if (depth > 4 || !value || typeof value !== 'object') return []
  if (Array.isArray(value)) {
    if (value.some((item) => item && typeof item === 'object' && item._type === 'block')) {
      return [portableTextToMarkdown(value as PortableBlock[], site)]
    }
    return value.flatMap((item) => sectionText(item, site, depth + 1))
  }
  const record = value as Record<string, unknown>
  if (typeof record.href === 'string' && typeof record.label === 'string') {
    return [`[${escapeText(record.label)}](${absolute(record.href, site)})`]
  }
  const out: string[] = []
  const heading = record.heading ?? record.title ?? record.name ?? record.question
  if (typeof heading === 'string' && heading.trim()) {
    out.push(`${depth <= 1 ? '##' : '###'} ${escapeText(heading)}`)
  }
  for (const key of [
    'eyebrow',
    'value',
    'label',
    'intro',
    'text',
    'description',
    'answer',
    'quote',
  ]) {
    const text = record[key]
    if (typeof text === 'string' && text.trim()) out.push(plain(text))
  }
  for (const [key, child] of Object.entries(record)) {
    if (key.startsWith('_') || key === 'image' || key === 'seo' || typeof child !== 'object')
      continue
    out.push(...sectionText(child, site, depth + 1))
  }
  return out
}

export interface MarkdownPage {
  title: string | null
  heading: string | null
  intro: string | null
  sections: unknown[] | null
  body: PortableBlock[] | null
  positions: { title: string | null; location: string | null; summary: string | null }[] | null
}

export function pageMarkdown(
  page: MarkdownPage,
  url: string,
  site: string,
  words: MachineWords = ENGLISH_WORDS,
): string {
  const positions = (page.positions ?? []).map((position) =>
    join(
      `### ${escapeText(position.title ?? '')}`,
      position.location ? escapeText(position.location) : null,
      plain(position.summary),
    ).trim(),
  )
  return join(
    `# ${escapeText(page.heading ?? page.title ?? '')}`,
    url,
    plain(page.intro),
    ...sectionText(page.sections ?? [], site),
    portableTextToMarkdown(page.body, site),
    positions.length ? `## ${words.openPositions}\n\n${positions.join('\n\n')}` : null,
  )
}

// --- llms.txt -----------------------------------------------------------------------------------

export interface MachineIndex {
  settings: { brandName: string | null; tagline: string | null; description: string | null } | null
  sections: { title: string; links: { name: string; path: string; summary: string | null }[] }[]
}

/** One line of a summary: the first sentence, at most 160 characters. */
export function oneLine(text: string | null | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  const sentence = /^.+?[.!?](?=\s|$)/.exec(flat)?.[0] ?? flat
  return sentence.length > 160 ? `${sentence.slice(0, 157).trimEnd()}…` : sentence
}

/**
 * `/llms.txt` as llmstxt.org describes it: the site's name, a one-paragraph summary, then a
 * section of links per kind of page, each to the page's Markdown with a one-line summary.
 */
export function llmsText(
  index: MachineIndex,
  site: string,
  words: MachineWords = ENGLISH_WORDS,
): string {
  const name = index.settings?.brandName ?? 'Website'
  const summary = [index.settings?.tagline, index.settings?.description].filter(Boolean).join('. ')
  return join(
    `# ${name}`,
    summary ? `> ${summary.replace(/\s+/g, ' ')}` : null,
    words.markdownNote,
    ...index.sections
      .filter((section) => section.links.length > 0)
      .map(
        (section) =>
          `## ${section.title}\n\n${section.links
            .map(
              (link) =>
                `- [${escapeText(link.name)}](${absolute(`${link.path}.md`, site)})${link.summary ? `: ${oneLine(link.summary)}` : ''}`,
            )
            .join('\n')}`,
      ),
  )
}
