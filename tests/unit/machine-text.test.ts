import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { buildSeed } from '@/scripts/seed/build'
import { markdownPage } from '@/proxy'
import { machineIndexQuery } from '@/web/content/machine-readable'
import { pageQuery } from '@/web/blocks/page-content'
import { blogPostQuery, caseStudyQuery, serviceQuery } from '@/web/content/queries'
import {
  caseStudyMarkdown,
  llmsText,
  oneLine,
  pageMarkdown,
  portableTextToMarkdown,
  postMarkdown,
  serviceMarkdown,
  type PortableBlock,
} from '@/web/machine-text/markdown'

const SITE = 'https://codehome.example'
const dataset = buildSeed().documents
const read = async (query: string, given: Record<string, unknown> = {}) => {
  const params = { locale: 'en', ...given }
  return (await evaluate(parse(query, { params }), { dataset, params })).get()
}

const span = (text: string, marks: string[] = []) => ({ _type: 'span', text, marks })

describe('Portable Text as Markdown', () => {
  it('writes headings, paragraphs with marks and links, lists, quotes, code and figures', () => {
    const blocks: PortableBlock[] = [
      { _type: 'block', style: 'h2', children: [span('Why speed matters')] },
      {
        _type: 'block',
        style: 'normal',
        markDefs: [{ _key: 'l1', _type: 'link', href: '/services/seo' }],
        children: [
          span('Fast pages '),
          span('sell', ['strong']),
          span(' more; read '),
          span('our SEO service', ['l1']),
          span(' and use '),
          span('next/image', ['code']),
          span(' (2*3 [sic]).'),
        ],
      },
      { _type: 'block', listItem: 'bullet', level: 1, children: [span('One')] },
      { _type: 'block', listItem: 'bullet', level: 1, children: [span('Two')] },
      { _type: 'block', style: 'blockquote', children: [span('Quoted')] },
      { _type: 'block', listItem: 'number', level: 1, children: [span('First')] },
      { _type: 'block', listItem: 'number', level: 1, children: [span('Second')] },
      { _type: 'codeBlock', language: 'ts', code: 'const a = 1\n' },
      { _type: 'figure', alt: 'A chart of load times' },
      { _type: 'block', style: 'normal', children: [span('   ')] },
    ]
    expect(portableTextToMarkdown(blocks, SITE)).toBe(
      [
        '## Why speed matters',
        'Fast pages **sell** more; read [our SEO service](https://codehome.example/services/seo) and use `next/image` (2\\*3 \\[sic\\]).',
        '- One\n- Two',
        '> Quoted',
        '1. First\n2. Second',
        '```ts\nconst a = 1\n```',
        '*A chart of load times*',
      ].join('\n\n'),
    )
  })
})

describe('the Markdown of each kind of page, from the seeded content', () => {
  it('a service: its name, category, price range, text, packages with prices and FAQ', async () => {
    const service = await read(serviceQuery, { slug: 'seo' })
    const markdown = serviceMarkdown(service, `${SITE}/services/seo`)
    expect(markdown.split('\n')[0]).toBe(`# ${service.title}`)
    expect(markdown).toContain(`${SITE}/services/seo`)
    expect(markdown).toContain('## Packages')
    for (const pack of service.packages) {
      expect(markdown).toContain(`### ${pack.name}: $${pack.price.toLocaleString('en-US')}`)
    }
    expect(markdown).toContain('## Frequently asked questions')
    expect(markdown).toContain(service.faq[0].question)
  })

  it('a case study and a post: title, summary, body', async () => {
    const [study] = dataset.filter((doc) => doc._type === 'caseStudy') as any[]
    const caseStudy = await read(caseStudyQuery, { slug: study.slug.current })
    const studyText = caseStudyMarkdown(caseStudy, `${SITE}/our-work/x`, SITE)
    expect(studyText.split('\n')[0]).toBe(`# ${caseStudy.title}`)
    expect(studyText).toContain('## Results')

    const [first] = dataset.filter((doc) => doc._type === 'blogPost') as any[]
    const post = await read(blogPostQuery, { slug: first.slug.current })
    const postText = postMarkdown(post, `${SITE}/blogs/x`, SITE)
    expect(postText.split('\n')[0]).toBe(`# ${post.title}`)
    expect(postText).toMatch(/\n## /)
    expect(postText).not.toContain('undefined')
  })

  it('a composed page: the text of every section, in order', async () => {
    const about = await read(pageQuery, { slug: 'about' })
    const markdown = pageMarkdown(about, `${SITE}/about`, SITE)
    const headings = (about.sections as { heading?: string }[])
      .map((section) => section.heading)
      .filter((heading): heading is string => Boolean(heading))
    expect(headings.length).toBeGreaterThan(2)
    let at = 0
    for (const heading of headings) {
      const found = markdown.indexOf(heading, at)
      expect(found, heading).toBeGreaterThan(at - 1)
      at = found
    }
    expect(markdown).not.toContain('[object Object]')
  })
})

describe('/llms.txt', () => {
  it('names the site and links every service, case study and post to its Markdown', async () => {
    const index = await read(machineIndexQuery)
    const sections = [
      {
        title: 'Services',
        links: index.categories.flatMap((category: any) =>
          category.services.map((service: any) => ({
            name: service.title,
            path: `/services/${service.slug}`,
            summary: service.description,
          })),
        ),
      },
      { title: 'Empty', links: [] },
    ]
    const text = llmsText({ settings: index.settings, sections }, SITE)
    expect(text.split('\n')[0]).toBe(`# ${index.settings.brandName}`)
    expect(text.split('\n')[2]).toMatch(/^> /)
    expect(text).not.toContain('## Empty')
    expect(sections[0]!.links).toHaveLength(24)
    for (const link of sections[0]!.links) {
      expect(text).toContain(`(${SITE}${link.path}.md): ${oneLine(link.summary)}`)
    }
  })

  it('keeps each summary to one line', () => {
    expect(oneLine('First sentence. Second one.')).toBe('First sentence.')
    expect(oneLine('Line\nbreaks  and   spaces')).toBe('Line breaks and spaces')
    expect(oneLine('x'.repeat(300))).toHaveLength(158)
    expect(oneLine(null)).toBe('')
  })
})

describe('the .md addresses', () => {
  it('are the page address plus .md; the route itself and other dots are not', () => {
    expect(markdownPage('/services/seo.md')).toBe('/services/seo')
    expect(markdownPage('/about.md')).toBe('/about')
    expect(markdownPage('/md/services/seo.md')).toBeNull()
    expect(markdownPage('/services/seo')).toBeNull()
    expect(markdownPage('/og.png')).toBeNull()
    expect(markdownPage('/a.b.md')).toBeNull()
  })
})
