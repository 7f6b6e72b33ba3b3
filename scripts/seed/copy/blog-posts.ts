/**
 * Five original sample blog posts for agency prospects.
 */
import type { BlogPostCopy } from '../copy-types'

export const blogPosts: BlogPostCopy[] = [
  {
    slug: 'technical-seo-checklist',
    title: 'The Technical SEO Checklist We Run on Every New Client Site',
    excerpt:
      'Before we write a word of new content, we check crawling, indexing, speed, structured data and international setup. Here is the exact technical SEO checklist our team uses, and how to run it yourself.',
    publishedAt: '2025-03-18',
    author: 'Codehome SEO Team',
    tags: ['SEO', 'Technical SEO', 'Checklist'],
    body: [
      {
        p: 'Great content cannot rank if search engines struggle to crawl, render or understand your pages. That is why every [SEO engagement](/services/seo) at Codehome starts with the same **technical SEO checklist**. It takes a few hours on a small site and a few days on a large one, and it almost always uncovers quick wins.',
      },
      {
        image: 'illustration',
        alt: 'Illustration of a website\u2019s pages being crawled, indexed and ranked',
      },
      { h2: '1. Crawling and indexing' },
      {
        p: 'Start by making sure search engines can reach the pages that matter and are not wasting time on the ones that do not.',
      },
      {
        ul: [
          'Check `robots.txt` does not block important sections, scripts or stylesheets',
          'Submit an up-to-date XML sitemap that lists only canonical, indexable URLs',
          'Compare pages in the sitemap with pages indexed in Google Search Console',
          'Look for accidental `noindex` tags left over from staging',
          'Find orphan pages with no internal links pointing to them',
        ],
      },
      { h2: '2. Site architecture and internal links' },
      {
        p: 'Important pages should be reachable within three clicks of the home page. Use descriptive anchor text, link related articles to each other and make sure your service pages receive links from your most popular content. Breadcrumbs help both users and search engines understand the hierarchy.',
      },
      { h2: '3. Canonicals, redirects and duplicates' },
      {
        ol: [
          'Pick one preferred version of every URL: HTTPS, with or without `www`, with or without a trailing slash',
          'Redirect every other version to it with a single **301** redirect, never a chain',
          'Add a self-referencing canonical tag to every indexable page',
          'Consolidate thin or duplicate pages, such as near-identical location or tag pages',
        ],
      },
      { h2: '4. Structured data' },
      {
        p: 'Schema markup helps search engines understand who you are and can make pages eligible for rich results. At a minimum, most businesses should mark up their organization, local business details, breadcrumbs, articles and FAQs. We add it as JSON-LD in the page head:',
      },
      {
        code: `{
  "@context": "https://schema.org",
  "@type": "ProfessionalService",
  "name": "Example Agency",
  "url": "https://www.example.com",
  "telephone": "+1-212-555-0100",
  "address": {
    "@type": "PostalAddress",
    "addressLocality": "New York",
    "addressRegion": "NY",
    "addressCountry": "US"
  },
  "aggregateRating": {
    "@type": "AggregateRating",
    "ratingValue": "4.9",
    "reviewCount": "120"
  }
}`,
        language: 'json',
        filename: 'organization.jsonld',
      },
      {
        p: 'Validate every template with the Rich Results Test and the Schema Markup Validator before you ship it, and only mark up information that is visible on the page.',
      },
      { h2: '5. International SEO and hreflang' },
      {
        p: 'If you serve several countries or languages, **hreflang** annotations tell search engines which version of a page to show to which audience. Each language version must list every alternate, including itself, and the annotations must be reciprocal. Add an `x-default` for visitors who match none of your markets.',
      },
      { h3: 'Common hreflang mistakes' },
      {
        ul: [
          'Using country codes without a language, such as `uk` instead of `en-GB`',
          'Pointing hreflang at redirected or non-canonical URLs',
          'Forgetting the return link from the alternate page',
        ],
      },
      { h2: '6. Speed and Core Web Vitals' },
      {
        p: 'Page experience is a tie-breaker, but slow pages also lose visitors before they ever read your content. Check field data in Search Console, then fix the biggest offenders first. Our [Core Web Vitals guide](/blogs/core-web-vitals-guide) walks through the fixes that make the most difference.',
      },
      {
        p: 'Want us to run this checklist on your site? [Book a free 30-minute consultation](/book-call) and we will send you the top five technical SEO fixes for your domain.',
      },
    ],
  },

  {
    slug: 'pwa-vs-native-app',
    title: 'PWA vs Native App: Which Should Your Business Build in 2025?',
    excerpt:
      'Progressive web apps have closed much of the gap with native apps, but not all of it. We compare cost, reach, performance and device features to help you choose the right approach for your product.',
    publishedAt: '2025-06-10',
    author: 'Codehome Engineering Team',
    tags: ['Progressive Web Apps', 'Mobile Apps', 'Product Strategy'],
    body: [
      {
        p: 'It is one of the first questions founders and product owners ask us: should we build a **progressive web app** or a native app for iOS and Android? The honest answer is that it depends on what your users need to do, but the decision is easier than it looks once you know the trade-offs.',
      },
      {
        image: 'illustration',
        alt: 'Illustration comparing a progressive web app in the browser with a native app on a phone',
      },
      { h2: 'What is a progressive web app?' },
      {
        p: 'A PWA is a website that uses modern browser features to behave like an app. It can be installed to the home screen, work offline through a *service worker* and send push notifications. Users reach it through a link or a search result, with no app store required.',
      },
      { h2: 'Where PWAs win' },
      {
        ul: [
          '**Lower cost:** one codebase serves phones, tablets and desktops',
          '**Instant updates:** no app store review delays for bug fixes',
          '**Discoverability:** pages can rank in search, unlike screens inside a native app',
          '**Less friction:** no 100 MB download before a customer can try your product',
        ],
      },
      { h2: 'Where native apps win' },
      {
        ul: [
          'Deep access to device features such as Bluetooth accessories, background location and advanced camera controls',
          'The smoothest possible animations and heavy on-device processing',
          'App store visibility, which matters for some consumer categories',
          'Home-screen presence that some audiences still trust more than the browser',
        ],
      },
      { h2: 'A simple decision framework' },
      {
        ol: [
          'List the five things users must be able to do in version one',
          'Mark any that require device features browsers do not support',
          'Estimate how users will find you: search and links favor a PWA, app store browsing favors native',
          'Compare your budget with the cost of maintaining two native codebases',
        ],
      },
      {
        p: 'If nothing in step two is a blocker, a PWA is usually the faster, cheaper way to validate your product. Many of our clients start with a PWA and add native apps later once the product has traction.',
      },
      { h2: 'What a PWA needs under the hood' },
      {
        p: 'Two files do most of the work: a web app manifest that describes how the app installs, and a service worker that controls caching. Registering the worker takes only a few lines:',
      },
      {
        code: `if ('serviceWorker' in navigator) {
  window.addEventListener('load', async () => {
    try {
      const registration = await navigator.serviceWorker.register('/sw.js')
      console.log('Service worker registered with scope', registration.scope)
    } catch (error) {
      console.error('Service worker registration failed', error)
    }
  })
}`,
        language: 'javascript',
        filename: 'register-sw.js',
      },
      { h3: 'Do not forget the offline experience' },
      {
        p: 'A good PWA shows something useful when the connection drops, such as cached content or a friendly offline page, rather than the browser\u2019s error screen. Plan which data needs to be available offline early, because it shapes your data model.',
      },
      { h2: 'The middle ground' },
      {
        p: 'Cross-platform frameworks such as React Native and Flutter offer a third option: one codebase compiled to real native apps. They cost more than a PWA but much less than two fully native builds, and they are our default for most [mobile app projects](/services/mobile-app-development).',
      },
      {
        p: 'Still unsure? Our team has shipped both. Read about our [progressive web app service](/services/progressive-web-apps) or [book a call](/book-call) and we will give you a straight recommendation for your idea.',
      },
    ],
  },

  {
    slug: 'building-a-marketing-funnel',
    title: 'How to Build a Marketing Funnel That Turns Strangers into Customers',
    excerpt:
      'Traffic without a funnel is a leaky bucket. This guide walks through the five stages of a practical B2B and service-business funnel, the assets each one needs and the metrics that tell you where you are losing people.',
    publishedAt: '2025-09-24',
    author: 'Codehome Growth Team',
    tags: ['Funnels', 'Lead Generation', 'Marketing Automation'],
    body: [
      {
        p: 'Most businesses we speak with do not have a traffic problem; they have a **conversion path** problem. Visitors arrive, look around and leave, and nobody follows up. A marketing funnel fixes that by giving every visitor a clear next step that matches how ready they are to buy.',
      },
      {
        image: 'illustration',
        alt: 'Illustration of a marketing funnel narrowing from visitors to leads to customers',
      },
      { h2: 'The five stages of a practical funnel' },
      {
        ol: [
          '**Attract:** reach people with a problem you solve, through search, ads, social or referrals',
          '**Capture:** offer something valuable in exchange for an email address',
          '**Nurture:** build trust with helpful, automated follow-up',
          '**Convert:** invite qualified leads to a call, demo or purchase',
          '**Expand:** turn customers into repeat buyers and referrers',
        ],
      },
      { h2: 'Stage 1: Attract the right people' },
      {
        p: 'The top of your funnel should be built around the questions your buyers already ask. Content and [SEO](/services/seo) bring steady, compounding traffic, while [PPC advertising](/services/ppc) lets you test offers in days. Pick one primary channel and do it well before adding more.',
      },
      { h2: 'Stage 2: Capture leads with a real offer' },
      {
        p: 'A generic newsletter sign-up rarely converts. A specific lead magnet, such as a checklist, calculator, template or short audit, does. The best ones solve a small problem quickly and naturally lead to the bigger problem you solve for a fee.',
      },
      { h3: 'Landing page essentials' },
      {
        ul: [
          'One goal per page, with no navigation menu competing for attention',
          'A headline that states the outcome, not the format',
          'Three to five bullet points on what the visitor will get',
          'A short form: name and email are usually enough',
          'Social proof close to the form, such as a rating or a client quote',
        ],
      },
      { h2: 'Stage 3: Nurture with automation' },
      {
        p: 'Most leads are not ready to buy the day they sign up. A simple automated email sequence keeps you front of mind: deliver the lead magnet, share a relevant case study, answer a common objection, then make a clear offer. Our [marketing automation](/services/marketing-automation) projects typically start with a five to seven email sequence like this.',
      },
      { h2: 'Stage 4: Convert qualified leads' },
      {
        p: 'For service businesses, the conversion step is usually a call. Make booking effortless with an embedded calendar, a few qualification questions and automatic reminders. Every booked call should land in your CRM with its source attached, so you know which channels produce revenue, not just leads.',
      },
      { h2: 'Stage 5: Expand and measure' },
      {
        p: 'Track conversion rates between each stage, not just the totals. If plenty of people opt in but few book a call, the nurture sequence needs work. If calls are booked but rarely close, look at lead quality or the offer itself. *Fix the biggest leak first.*',
      },
      {
        quote:
          'A funnel is never finished. The best ones are improved a little every month based on what the numbers tell you.',
      },
      {
        p: 'If you would like a funnel designed, built and tracked for you, take a look at our [funnel building service](/services/funnel-building) or [book a free strategy call](/book-call).',
      },
    ],
  },

  {
    slug: 'how-to-choose-a-crm',
    title: 'How to Choose a CRM for a Growing Business Without Regretting It',
    excerpt:
      'HubSpot, Salesforce, Zoho or Pipedrive? Choosing a CRM is less about features and more about how your team sells. Here is the process we use with clients to pick the right platform the first time.',
    publishedAt: '2026-02-12',
    author: 'Codehome Data & Automation Team',
    tags: ['CRM', 'Sales', 'Automation'],
    body: [
      {
        p: 'A CRM should make it easier to follow up with every lead, see what is in your pipeline and understand where revenue comes from. Choose the wrong one and you get the opposite: an expensive database nobody updates. After dozens of [CRM integration](/services/crm-integration) projects, these are the questions we ask before recommending a platform.',
      },
      {
        image: 'illustration',
        alt: 'Illustration of a CRM pipeline with deals moving through sales stages',
      },
      { h2: 'Start with your sales process, not the feature list' },
      {
        p: 'Map how a lead becomes a customer today, step by step. Who touches it, what information they need and where it gets stuck. The right CRM is the one that fits that process with the least customization, not the one with the longest feature list.',
      },
      { h2: 'Five questions to answer first' },
      {
        ol: [
          'How many people will use the CRM daily, and how technical are they?',
          'Is your growth driven mainly by marketing, by outbound sales or by partners?',
          'Which tools must it connect to: website forms, email, calendar, accounting, support?',
          'What reports does leadership need every week?',
          'What is the realistic budget per user per month, now and in two years?',
        ],
      },
      { h2: 'How the popular options compare' },
      { h3: 'HubSpot' },
      {
        p: 'Excellent for **marketing-led** businesses that want email, forms, landing pages and CRM in one place. Easy to adopt, although costs rise quickly as you add contacts and advanced features.',
      },
      { h3: 'Salesforce' },
      {
        p: 'The most powerful and customizable option, suited to **complex sales teams** with dedicated admins. Expect a longer implementation and a bigger budget.',
      },
      { h3: 'Pipedrive and Zoho' },
      {
        p: 'Pipedrive is a favorite with small sales teams for its simple, visual pipeline. Zoho offers a broad suite at a very competitive price and suits businesses that want many tools from one vendor.',
      },
      { h2: 'Red flags during evaluation' },
      {
        ul: [
          'The demo only works with the vendor\u2019s sample data, not yours',
          'Basic integrations require a paid add-on or custom code',
          'Exporting your own data is difficult',
          'Your sales team was not involved in the trial',
        ],
      },
      { h2: 'Plan the rollout, not just the purchase' },
      {
        p: 'Adoption is where most CRM projects fail. Clean your data before importing it, connect your website forms on day one so new leads arrive automatically, and keep required fields to a minimum. A short training session and a one-page guide beat a thick manual every time.',
      },
      {
        p: 'Need a second opinion? We are platform-neutral and happy to recommend whichever CRM fits best. [Book a free consultation](/book-call) or see how we connect CRMs to [marketing automation](/services/marketing-automation).',
      },
    ],
  },

  {
    slug: 'core-web-vitals-guide',
    title: 'Core Web Vitals Explained: A Practical Guide to a Faster Website',
    excerpt:
      'Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift, explained in plain English, with the fixes that move the needle and how to measure real-user performance.',
    publishedAt: '2026-05-07',
    author: 'Hamza Siddiqui',
    tags: ['Performance', 'Core Web Vitals', 'Web Development'],
    body: [
      {
        p: 'Speed is not a vanity metric. Faster pages keep more visitors, convert better and give search engines one less reason to rank a competitor above you. Google\u2019s **Core Web Vitals** turn "fast" into three measurable numbers, and this guide explains each one and how to improve it.',
      },
      {
        image: 'illustration',
        alt: 'Illustration of the three Core Web Vitals gauges: LCP, INP and CLS',
      },
      { h2: 'The three metrics' },
      {
        ul: [
          '**Largest Contentful Paint (LCP):** how long the main content takes to appear. Aim for 2.5 seconds or less.',
          '**Interaction to Next Paint (INP):** how quickly the page responds to taps, clicks and key presses. Aim for 200 milliseconds or less.',
          '**Cumulative Layout Shift (CLS):** how much the page jumps around while loading. Aim for 0.1 or less.',
        ],
      },
      {
        p: 'These thresholds apply at the 75th percentile of real visits, so a page passes only when at least three out of four visitors get a good experience.',
      },
      { h2: 'Lab data vs field data' },
      {
        p: 'A lighthouse report, from Chrome DevTools or PageSpeed Insights, is *lab data*: one simulated visit on a throttled device. It is great for debugging, but your ranking signal comes from *field data* collected from real Chrome users. Use lighthouse to find problems and field data to confirm you have fixed them.',
      },
      { h3: 'Measuring real users yourself' },
      {
        p: 'The open-source `web-vitals` library reports each metric from real visitors. Send the values to your analytics endpoint and you can see performance by page, device and country:',
      },
      {
        code: `import { onCLS, onINP, onLCP } from 'web-vitals'

function sendToAnalytics(metric) {
  const body = JSON.stringify({
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    page: location.pathname,
  })
  // keepalive lets the request finish even if the page is being closed
  fetch('/api/vitals', { method: 'POST', body, keepalive: true })
}

onCLS(sendToAnalytics)
onINP(sendToAnalytics)
onLCP(sendToAnalytics)`,
        language: 'javascript',
        filename: 'vitals.js',
      },
      { h2: 'How to improve LCP' },
      {
        ol: [
          'Serve images in modern formats such as AVIF or WebP, at the size they are displayed',
          'Preload the hero image and never lazy-load it',
          'Cut server response time with caching and a CDN',
          'Remove render-blocking CSS and JavaScript from the critical path',
        ],
      },
      { h2: 'How to improve INP' },
      {
        p: 'Poor INP almost always means too much JavaScript running on the main thread. Audit third-party scripts such as chat widgets and tag managers, split long tasks into smaller chunks and load non-essential code after the page is interactive.',
      },
      { h2: 'How to improve CLS' },
      {
        ul: [
          'Set `width` and `height` on images, videos and embeds',
          'Reserve space for ads, banners and cookie notices',
          'Load web fonts with `font-display: swap` and matching fallback metrics',
        ],
      },
      {
        quote:
          'Treat performance like security: a habit you maintain with every release, not a project you finish once.',
      },
      {
        p: 'Our [website development](/services/web-development) team builds every site to pass Core Web Vitals from launch, and our [technical SEO checklist](/blogs/technical-seo-checklist) covers speed alongside everything else search engines look at. If your site is slow today, [book a call](/book-call) and we will show you where the time is going.',
      },
    ],
  },
]
