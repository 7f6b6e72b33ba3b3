import { describe, expect, it } from 'vitest'
import { toSiteLinks } from '@/web/components/shell/nav'

describe('toSiteLinks', () => {
  it('makes the CMS pages, case studies and posts into [href, label] pairs at their paths', () => {
    const links = toSiteLinks(
      {
        pages: [
          { title: 'Digital Marketing', kind: 'landing', slug: 'digital-marketing' },
          { title: 'Privacy Policy', kind: 'legal', slug: 'privacy-policy' },
        ],
        caseStudies: [{ title: 'FinanceFlow', slug: 'financeflow-banking' }],
        posts: [{ title: 'Core Web Vitals', slug: 'core-web-vitals-guide' }],
      },
      'codehome',
    )
    expect(links).toEqual({
      pages: [
        ['/codehome-digital-marketing', 'Digital Marketing', 'landing'],
        ['/privacy-policy', 'Privacy Policy', 'legal'],
      ],
      caseStudies: [['/our-work/financeflow-banking', 'FinanceFlow']],
      posts: [['/blogs/core-web-vitals-guide', 'Core Web Vitals']],
    })
  })
})
