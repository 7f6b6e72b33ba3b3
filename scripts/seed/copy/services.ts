/**
 * Original sample copy for the 24 services of the catalogue. Names, slugs, categories and prices
 * live in ../catalogue; this file only adds descriptions, features, package copy and FAQ answers.
 */
import type { ServiceCopyMap } from '../copy-types'

export const serviceCopy: ServiceCopyMap = {
  // ─── Marketing ────────────────────────────────────────────────────────────────────────────
  seo: {
    description:
      'SEO that earns rankings you keep: technical SEO audits, on-page optimization, content and link building tied to leads and revenue, not vanity traffic.',
    longDescription:
      'Our SEO service starts with the foundations most sites get wrong. We run a full technical SEO audit covering crawlability, indexation, Core Web Vitals, structured data and internal linking, then fix what is holding your pages back before we write a single new word.\n\nFrom there, SEO becomes a monthly rhythm: keyword research mapped to buyer intent, on-page SEO for your money pages, new content that answers real questions, and white-hat link building from relevant publications. Local SEO and international SEO (hreflang, market-specific pages) are included where your business needs them.\n\nEvery month you get a plain-English SEO report showing rankings, organic traffic, conversions and what we are doing next. No lock-in contracts, no black-box tactics, and no promises of a guaranteed number one spot, just steady, compounding growth from search.',
    features: [
      'Technical SEO audit and fix list',
      'Keyword research mapped to buyer intent',
      'On-page SEO for titles, headings and copy',
      'Local SEO and Google Business Profile optimization',
      'Schema markup and rich-result eligibility',
      'White-hat link building and digital PR',
      'Monthly SEO reporting with rankings and conversions',
    ],
    packages: [
      {
        name: 'Starter',
        description:
          'Essential SEO for local businesses and small sites that need a solid, search-friendly foundation.',
        features: [
          'Up to 10 target keywords tracked',
          'Technical SEO audit of up to 50 pages',
          'On-page SEO for 5 pages per month',
          'Google Business Profile optimization',
          'Monthly SEO report',
          'Email support, replies within 24 hours',
        ],
      },
      {
        name: 'Growth',
        description: 'Full-funnel SEO for growing brands that want more organic leads every month.',
        features: [
          'Up to 30 target keywords tracked',
          'Technical SEO audit of up to 250 pages',
          'On-page SEO for 12 pages per month',
          '2 SEO blog articles per month (1,200+ words)',
          '5 quality backlinks per month',
          'Bi-weekly SEO check-in call',
        ],
      },
      {
        name: 'Scale',
        description:
          'Enterprise SEO for large, multi-location or international sites competing in crowded markets.',
        features: [
          'Up to 100 target keywords tracked',
          'Unlimited-page technical SEO monitoring',
          'International SEO with hreflang setup for up to 5 markets',
          '6 SEO articles per month plus content refreshes',
          '12+ authority backlinks and digital PR per month',
          'Dedicated SEO strategist and weekly calls',
          'Custom Looker Studio SEO dashboard',
        ],
      },
    ],
    faq: [
      {
        question: 'How long does SEO take to show results?',
        answer:
          'Most clients see technical SEO fixes reflected in rankings within 4 to 8 weeks. Meaningful growth in organic traffic and leads usually builds over 4 to 6 months. Competitive keywords and brand-new domains can take longer, and we tell you that upfront.',
      },
      {
        question: 'Do you guarantee first-page rankings?',
        answer:
          'No honest SEO agency can guarantee rankings, because search engines control the results. What we guarantee is transparent work, a clear monthly SEO plan and reporting tied to traffic, leads and revenue rather than vanity metrics.',
      },
      {
        question: 'Is there a long-term SEO contract?',
        answer:
          'No. Our SEO plans are month to month after an initial three-month onboarding period, which gives the audit and first fixes time to take effect. You can upgrade, downgrade or cancel with 30 days of notice.',
      },
      {
        question: 'Can you do SEO for an online store or multiple locations?',
        answer:
          'Yes. We handle e-commerce SEO for product and category pages, faceted navigation and product schema, as well as multi-location SEO with dedicated location pages and Google Business Profiles. International SEO with hreflang is available on the Scale plan.',
      },
    ],
  },

  ppc: {
    description:
      'Google Ads, Microsoft Ads and paid social campaigns built around cost per lead, not clicks. We structure, test and optimize every dollar of your ad budget.',
    longDescription:
      'Paid search is the fastest way to put your offer in front of people who are ready to buy, and the fastest way to burn money if it is set up carelessly. We build campaigns from the conversion backward: clean tracking first, then tightly themed ad groups, negative keyword lists and landing pages that match the ad.\n\nOur certified specialists manage Google Ads, Microsoft Advertising, Meta and LinkedIn campaigns. We run structured A/B tests on ad copy and landing pages, adjust bids weekly and report on the numbers your finance team cares about: cost per acquisition, return on ad spend and pipeline generated.',
    features: [
      'Google Ads and Microsoft Advertising management',
      'Conversion tracking with GA4 and Google Tag Manager',
      'Keyword research and negative keyword mining',
      'Responsive search ad copywriting and testing',
      'Remarketing and Performance Max campaigns',
      'Landing page recommendations for higher Quality Scores',
      'Weekly bid and budget optimization',
    ],
    packages: [
      {
        name: 'Starter',
        description: 'A focused search campaign for small businesses testing paid acquisition.',
        features: [
          'Ad spend managed up to $3,000 per month',
          '1 platform (Google Ads or Microsoft Ads)',
          'Up to 2 campaigns and 10 ad groups',
          'Conversion tracking setup',
          'Monthly performance report',
        ],
      },
      {
        name: 'Growth',
        description: 'Multi-campaign management with remarketing and ongoing creative testing.',
        features: [
          'Ad spend managed up to $10,000 per month',
          '2 platforms, including one paid social channel',
          'Up to 6 campaigns with remarketing audiences',
          '2 ad copy A/B tests per month',
          'Bi-weekly reporting and strategy call',
          'Landing page audit for up to 3 pages',
        ],
      },
      {
        name: 'Scale',
        description:
          'Full-funnel paid media for brands spending seriously across several channels.',
        features: [
          'Ad spend managed up to $40,000 per month',
          'Up to 4 platforms, including Meta and LinkedIn',
          'Unlimited campaigns and Performance Max',
          'Weekly creative and landing page testing',
          'Offline conversion import from your CRM',
          'Dedicated PPC manager with weekly calls',
        ],
      },
    ],
    faq: [
      {
        question: 'Is ad spend included in the management fee?',
        answer:
          'No. Your ad spend is paid directly to Google, Microsoft or Meta from your own account, so you always own the data and the billing. Our fee covers strategy, setup, management and reporting.',
      },
      {
        question: 'How quickly will PPC campaigns generate leads?',
        answer:
          'Search campaigns usually start producing clicks and inquiries within the first week. The first 30 days are a learning period while we gather data, refine keywords and cut waste. Most accounts reach a stable cost per lead in the second or third month.',
      },
      {
        question: 'Do you take over existing ad accounts?',
        answer:
          'Yes. We start with a free audit of your current account, keep the history that is working and restructure the rest. You keep full ownership and admin access throughout.',
      },
      {
        question: 'What budget do I need to start?',
        answer:
          'We recommend at least $1,500 per month in ad spend for most local and B2B search campaigns, so the platforms can gather enough data to optimize. During the free consultation we estimate a realistic budget for your market and goals.',
      },
    ],
  },

  'social-media': {
    description:
      'Strategy, content creation, community management and paid social for Instagram, LinkedIn, TikTok and Facebook, with monthly reporting on reach, engagement and leads.',
    longDescription:
      'Posting for the sake of posting does not grow a business. We start by defining who you want to reach, which platforms they actually use and what a win looks like, whether that is bookings, store visits, demo requests or direct sales.\n\nOur team plans a monthly content calendar, designs on-brand graphics and short-form video, writes captions in your voice and schedules everything for the best times. We reply to comments and messages, monitor mentions and boost top-performing posts with paid budget when it makes sense.\n\nAt the end of each month you get a clear report showing reach, engagement, follower growth and the traffic and leads social media sent to your website.',
    features: [
      'Platform strategy and audience research',
      'Monthly content calendar with approvals',
      'Custom graphics, carousels and short-form video',
      'Caption copywriting and hashtag research',
      'Community management and message replies',
      'Paid social boosting and audience targeting',
      'Monthly analytics report',
    ],
    packages: [
      {
        name: 'Starter',
        description:
          'A consistent, professional presence on the two platforms that matter most to you.',
        features: [
          '2 platforms managed',
          '12 posts per month',
          '2 short-form videos per month',
          'Community replies on business days',
          '1 round of revisions per content batch',
          'Monthly performance report',
        ],
      },
      {
        name: 'Growth',
        description: 'More content, more platforms and paid boosting to grow an engaged audience.',
        features: [
          '3 platforms managed',
          '20 posts per month',
          '6 short-form videos per month',
          'Stories 3 times per week',
          'Paid boosting of up to $1,000 in ad spend managed',
          '2 rounds of revisions per content batch',
          'Monthly strategy call',
        ],
      },
      {
        name: 'Scale',
        description: 'A full social media team for brands that sell through social every day.',
        features: [
          'Up to 5 platforms managed',
          '30 posts per month',
          '12 short-form videos per month',
          'Daily stories and 7-day community management',
          'Paid social campaigns with up to $5,000 in ad spend managed',
          'Influencer and UGC coordination',
          'Dedicated social media manager',
        ],
      },
    ],
    faq: [
      {
        question: 'Which social media platforms do you manage?',
        answer:
          'We manage Instagram, Facebook, LinkedIn, TikTok, X, YouTube and Pinterest. We will recommend the two or three platforms where your customers are most active rather than spreading your budget thin.',
      },
      {
        question: 'Do I get to approve posts before they go live?',
        answer:
          'Yes. You receive each month\u2019s content calendar about a week in advance and can request changes before anything is scheduled. Time-sensitive posts, such as event coverage, are agreed with you in advance.',
      },
      {
        question: 'Who creates the photos and videos?',
        answer:
          'Our designers and video editors create graphics, carousels and short-form video from your brand assets, stock libraries and footage you send us. On-site photo and video shoots can be arranged as an add-on in New York, London, Toronto, Doha and Karachi.',
      },
      {
        question: 'How do you measure social media results?',
        answer:
          'We track reach, engagement rate and follower growth, but we focus on the traffic, leads and sales social media sends to your site. UTM tagging and GA4 goals make those numbers visible in your monthly report.',
      },
    ],
  },

  'content-marketing': {
    description:
      'Research-led blog posts, guides, case studies and newsletters that rank in search, answer buyer questions and move readers toward a sales conversation.',
    longDescription:
      'Good content does two jobs at once: it earns attention from search engines and it builds enough trust that a reader is comfortable getting in touch. We plan every piece around a keyword, a buyer question and a next step, so nothing is written just to fill a calendar.\n\nOur writers are specialists in B2B technology, professional services, healthcare, finance and e-commerce. Each article is briefed by a strategist, written by a subject-matter writer, edited for clarity and optimized for search before it reaches you. We also repurpose long-form pieces into social posts, email content and downloadable guides to stretch every dollar further.',
    features: [
      'Content strategy and editorial calendar',
      'SEO-optimized long-form articles',
      'Case studies and customer stories',
      'Downloadable guides and lead magnets',
      'Content refreshes for existing posts',
      'Repurposing for social media and email',
      'Performance tracking by article',
    ],
    packages: [
      {
        name: 'Starter',
        description: 'A steady publishing rhythm for businesses starting to invest in content.',
        features: [
          '4 articles per month (up to 1,200 words each)',
          'Keyword research for every article',
          'Custom featured image per article',
          '2 rounds of revisions per article',
          'Monthly content report',
        ],
      },
      {
        name: 'Growth',
        description: 'More depth and more formats for brands building topical authority.',
        features: [
          '8 articles per month (up to 2,000 words each)',
          '1 case study or guide per month',
          'Quarterly content refresh of 5 older posts',
          'Social media snippets for every article',
          '2 rounds of revisions per piece',
          'Monthly strategy call',
        ],
      },
      {
        name: 'Scale',
        description: 'A full content engine with strategy, writing, design and distribution.',
        features: [
          '16 articles per month (up to 2,500 words each)',
          '1 designed e-book or whitepaper per quarter',
          'Monthly content refresh of 10 older posts',
          'Newsletter writing, 2 issues per month',
          'Unlimited revisions within 14 days of delivery',
          'Dedicated content strategist and editor',
        ],
      },
    ],
    faq: [
      {
        question: 'Who writes the content?',
        answer:
          'Native English writers with experience in your industry write every piece, and a senior editor reviews each one before delivery. We never publish raw AI-generated text; AI tools are only used for research support and outlines.',
      },
      {
        question: 'Do you publish the articles on our website?',
        answer:
          'Yes, if you give us access. We upload, format, add images, internal links and meta data in WordPress, Webflow, Shopify, Sanity and most other content management systems.',
      },
      {
        question: 'How do you choose topics?',
        answer:
          'We combine keyword research, competitor gap analysis and questions from your sales and support teams. Each quarter we share a topic plan for your approval, ranked by search potential and business value.',
      },
      {
        question: 'How long until content marketing pays off?',
        answer:
          'New articles typically start ranking within 2 to 4 months, and traffic compounds over time as your library grows. Case studies and sales-enablement content can help your team close deals from the first month.',
      },
    ],
  },

  'email-marketing': {
    description:
      'Newsletters, automated sequences and campaigns designed, written and sent for you, with list hygiene, deliverability checks and revenue reporting built in.',
    longDescription:
      'Email is still the channel you own outright, and it regularly returns more per dollar than any other. We turn your list into a dependable revenue source with well-designed newsletters, promotional campaigns and automated flows such as welcome series, abandoned-cart reminders and re-engagement sequences.\n\nWe handle the details that keep your emails out of spam folders: SPF, DKIM and DMARC setup, list cleaning, segmentation and sending schedules. Each campaign is A/B tested on subject lines and content, and your report shows opens, clicks and, most importantly, the revenue and leads each email generated.',
    features: [
      'Campaign strategy and sending calendar',
      'Responsive email template design',
      'Copywriting for newsletters and promotions',
      'Welcome, nurture and abandoned-cart automations',
      'Segmentation and list hygiene',
      'SPF, DKIM and DMARC deliverability setup',
      'A/B testing and revenue reporting',
    ],
    packages: [
      {
        name: 'Starter',
        description:
          'A professional monthly newsletter for small lists that want to stay top of mind.',
        features: [
          'Up to 2,500 subscribers',
          '2 campaigns per month',
          '1 branded email template',
          'Basic list segmentation',
          '1 round of revisions per email',
          'Monthly performance summary',
        ],
      },
      {
        name: 'Growth',
        description: 'Regular campaigns plus the automations that sell while you sleep.',
        features: [
          'Up to 10,000 subscribers',
          '4 campaigns per month',
          '2 automated flows (e.g. welcome and abandoned cart)',
          'Subject line A/B testing on every send',
          'Deliverability setup and monitoring',
          '2 rounds of revisions per email',
        ],
      },
      {
        name: 'Scale',
        description: 'Full lifecycle email marketing for brands with large, active lists.',
        features: [
          'Up to 50,000 subscribers',
          '8 campaigns per month',
          'Up to 6 automated flows with dynamic content',
          'Advanced segmentation and personalization',
          'Quarterly list cleaning and re-engagement campaign',
          'Dedicated email strategist and monthly call',
        ],
      },
    ],
    faq: [
      {
        question: 'Which email platforms do you work with?',
        answer:
          'We work with Klaviyo, Mailchimp, HubSpot, ActiveCampaign, Brevo and most other major platforms. If you do not have one yet, we recommend the right fit for your size and budget and migrate your list for you.',
      },
      {
        question: 'What happens if my list grows past my plan limit?',
        answer:
          'Congratulations first. We let you know when you approach the subscriber limit, and you can move to the next plan from the following month. We never cut off sending mid-campaign.',
      },
      {
        question: 'Can you help with deliverability problems?',
        answer:
          'Yes. We audit your domain authentication, sending reputation and list quality, then fix SPF, DKIM and DMARC records and clean inactive or risky addresses. Most clients see inbox placement improve within a few weeks.',
      },
      {
        question: 'Is my email marketing compliant with privacy laws?',
        answer:
          'We build every campaign to meet CAN-SPAM, GDPR and CASL requirements, including clear consent, sender details and one-click unsubscribe. We will also flag any list sources that could put your sender reputation at risk.',
      },
    ],
  },

  'influencer-outreach': {
    description:
      'We find creators your customers already follow, negotiate fair terms and manage campaigns end to end, from briefs and contracts to content approval and results.',
    longDescription:
      'Influencer marketing works when the fit is real. We vet creators by audience demographics, engagement quality and brand safety, not just follower counts, and we focus on micro and mid-tier creators whose recommendations their audiences genuinely trust.\n\nOur team handles outreach, negotiation, contracts, product seeding, content briefs and approvals, and we make sure every sponsored post carries the right disclosures. Tracking links and discount codes connect creator content to sales, so you can see which partnerships are worth renewing.\n\nBecause every influencer program depends on your market, product and goals, pricing is quoted per campaign after a free consultation.',
    features: [
      'Creator discovery and audience vetting',
      'Outreach, negotiation and contracts',
      'Campaign briefs and content approval',
      'Product seeding and gifting logistics',
      'FTC and ASA disclosure compliance',
      'Tracking links, codes and sales attribution',
      'Post-campaign results report',
    ],
    faq: [
      {
        question: 'Why is influencer outreach custom priced?',
        answer:
          'Creator fees vary widely by platform, niche, country and deliverables. After a free consultation we propose a campaign with a fixed management fee and a separate, transparent creator budget that you approve in advance.',
      },
      {
        question: 'What size of influencers do you work with?',
        answer:
          'Mostly micro (10,000 to 100,000 followers) and mid-tier creators, who tend to deliver higher engagement and better cost per result. We can include larger creators when brand awareness is the main goal.',
      },
      {
        question: 'How do you measure influencer campaign results?',
        answer:
          'Each creator receives unique tracking links and discount codes, so we can attribute traffic, sign-ups and sales. We also report on reach, engagement and the usable content you can repurpose in ads.',
      },
      {
        question: 'Do I own the content creators produce?',
        answer:
          'Usage rights are negotiated in every contract. We typically secure rights for organic reposting and, where budget allows, paid-ad usage for a set period, so you can reuse the best-performing content.',
      },
    ],
  },

  // ─── Design & Development ─────────────────────────────────────────────────────────────────
  'website-design': {
    description:
      'Custom, conversion-focused website designs in Figma, built around your brand and your buyers, with responsive layouts for desktop, tablet and mobile.',
    longDescription:
      'Your website is often the first serious conversation a prospect has with your business. We design sites that make that conversation easy: clear messaging, a logical page structure and calls to action placed where visitors are ready to act.\n\nEvery project starts with a short discovery workshop and a sitemap, moves through wireframes and visual design in Figma, and ends with a handoff-ready design system that any developer can build from, including ours. Designs are responsive, accessible to WCAG 2.2 AA contrast standards and tested with real content, not placeholder text.',
    features: [
      'Discovery workshop and sitemap',
      'Wireframes for key pages',
      'Custom visual design in Figma',
      'Responsive layouts for desktop, tablet and mobile',
      'Accessible color and typography choices',
      'Reusable component library and style guide',
      'Developer-ready handoff',
    ],
    packages: [
      {
        name: 'Essential',
        description: 'A polished, professional design for a compact business website.',
        features: [
          'Up to 5 page designs',
          'Mobile and desktop layouts',
          '2 rounds of revisions',
          'Basic style guide',
          'Delivery in 2 weeks',
        ],
      },
      {
        name: 'Professional',
        description: 'A complete custom design for growing businesses with more to say.',
        features: [
          'Up to 12 page designs',
          'Wireframes before visual design',
          '3 rounds of revisions',
          'Component library in Figma',
          'Clickable prototype',
          'Delivery in 3 to 4 weeks',
        ],
      },
      {
        name: 'Enterprise',
        description:
          'A scalable design system for large sites, multiple audiences or product launches.',
        features: [
          'Up to 30 page designs and templates',
          'Stakeholder workshop and user journey mapping',
          'Unlimited revisions during the design phase',
          'Full design system with documentation',
          'Accessibility review to WCAG 2.2 AA',
          '30 days of post-handoff design support',
        ],
      },
    ],
    faq: [
      {
        question: 'Does website design include development?',
        answer:
          'This service covers design only, delivered as Figma files and a prototype. If you would like us to build it too, our Website Development service picks up directly from the design handoff, and we offer a combined discount.',
      },
      {
        question: 'Can you redesign my existing website?',
        answer:
          'Yes. We start by reviewing your analytics and current content to keep what works, then redesign the structure and visuals. Redesigns often improve conversion rates because we remove friction visitors have been tolerating for years.',
      },
      {
        question: 'What do you need from me to get started?',
        answer:
          'Your logo and brand assets if you have them, examples of sites you like, and access to a decision-maker for the discovery workshop. If you do not have copy yet, we can recommend a copywriter or provide it through our Content Marketing team.',
      },
      {
        question: 'What counts as a revision round?',
        answer:
          'One round is a consolidated set of feedback on the current designs, which we then apply. Collecting feedback from your team in a single document keeps projects on schedule.',
      },
    ],
  },

  'web-development': {
    description:
      'Fast, secure, mobile-first websites built with modern frameworks such as Next.js and React, with a CMS your team can edit and Core Web Vitals passing from day one.',
    longDescription:
      'We build websites that load quickly, rank well and are easy for your team to update. Our developers work in Next.js, React, TypeScript and headless content platforms such as Sanity, as well as WordPress and Shopify when they are the better fit for your budget and team.\n\nEvery build is mobile-first, accessible and tuned for Core Web Vitals, with clean semantic markup, structured data and analytics set up properly before launch. We test on real devices and browsers, migrate your existing content and redirects, and train your team on the CMS.\n\nAfter launch, your site is covered by a support period for bug fixes and small changes, with optional monthly maintenance plans for updates, backups and security monitoring.',
    features: [
      'Mobile-first, responsive development',
      'Next.js, React, WordPress or Shopify builds',
      'Headless CMS setup and editor training',
      'Core Web Vitals and performance optimization',
      'Technical SEO, schema markup and redirects',
      'Forms, CRM and analytics integration',
      'Cross-browser and device testing',
      'Post-launch support period',
    ],
    packages: [
      {
        name: 'Essential',
        description: 'A fast, professional website for small businesses and new brands.',
        features: [
          'Up to 6 pages',
          'Mobile-first responsive build',
          'Contact form with email notifications',
          'Basic on-page SEO and analytics setup',
          '2 rounds of revisions',
          '30 days of post-launch support',
        ],
      },
      {
        name: 'Professional',
        description: 'A content-managed site with integrations for growing companies.',
        features: [
          'Up to 15 pages plus a blog',
          'Headless CMS with editor training',
          'CRM and email marketing integration',
          'Core Web Vitals optimization',
          'Content migration of up to 50 pages',
          '3 rounds of revisions',
          '60 days of post-launch support',
        ],
      },
      {
        name: 'Enterprise',
        description: 'A custom, scalable web platform for complex requirements and high traffic.',
        features: [
          'Unlimited pages and custom templates',
          'Multi-language and multi-region setup',
          'Custom integrations and API development',
          'Advanced security hardening and load testing',
          'Staging environment and CI/CD pipeline',
          '90 days of priority post-launch support',
        ],
      },
    ],
    faq: [
      {
        question: 'How long does it take to build a website?',
        answer:
          'An Essential site usually takes 2 to 3 weeks, a Professional site 4 to 6 weeks and an Enterprise platform 8 weeks or more. We share a detailed timeline with milestones before work begins.',
      },
      {
        question: 'Will I be able to edit the website myself?',
        answer:
          'Yes. Every site includes a content management system and a training session, so your team can update text, images and blog posts without touching code. We also provide short video guides for common tasks.',
      },
      {
        question: 'Do you provide hosting?',
        answer:
          'We deploy to reliable managed platforms such as Vercel, Netlify, WP Engine or your own cloud account. The hosting account is always in your name, so you own your site and its data.',
      },
      {
        question: 'Will my site work well on mobile phones?',
        answer:
          'Absolutely. We develop mobile-first and test on current iOS and Android devices. Most of your visitors are likely on a phone, so mobile performance is a priority in every build.',
      },
    ],
  },

  'ui-ux-design': {
    description:
      'Research-driven UI/UX design for web apps, SaaS products and mobile apps: user interviews, journey maps, wireframes, prototypes and usability testing.',
    longDescription:
      'Great products feel obvious to use, and that clarity is designed on purpose. Our UX researchers and product designers start with your users: interviews, analytics review and competitor teardown to understand where people struggle and what they are trying to achieve.\n\nWe turn those insights into user flows, wireframes and high-fidelity interfaces in Figma, backed by a design system that keeps your product consistent as it grows. Before anything is built, we test interactive prototypes with real users and iterate on what we learn, which is far cheaper than fixing usability problems in code.',
    features: [
      'User research and stakeholder interviews',
      'Journey mapping and user flows',
      'Wireframes and information architecture',
      'High-fidelity UI design in Figma',
      'Interactive prototypes',
      'Usability testing with real users',
      'Design system and developer handoff',
    ],
    packages: [
      {
        name: 'Essential',
        description: 'Focused UX and UI design for a single product flow or small app.',
        features: [
          'Up to 10 unique screens',
          'Heuristic UX review of your current product',
          'Wireframes and high-fidelity designs',
          'Clickable prototype',
          '2 rounds of revisions',
          'Delivery in 3 weeks',
        ],
      },
      {
        name: 'Professional',
        description: 'End-to-end product design with research and testing for a complete app.',
        features: [
          'Up to 30 unique screens',
          '5 user interviews',
          'User flows and journey maps',
          'Component-based design system',
          '1 round of usability testing with 5 participants',
          '3 rounds of revisions',
          'Delivery in 6 weeks',
        ],
      },
      {
        name: 'Enterprise',
        description:
          'A full product design engagement for complex platforms and multiple user roles.',
        features: [
          'Up to 80 unique screens across web and mobile',
          '12 user interviews across user segments',
          '2 rounds of usability testing',
          'Documented design system with tokens',
          'Accessibility audit to WCAG 2.2 AA',
          '60 days of design support during development',
        ],
      },
    ],
    faq: [
      {
        question: 'What is the difference between UI and UX design?',
        answer:
          'UX design is about how a product works: the structure, flows and decisions a user makes. UI design is how it looks and feels: layout, typography, color and interaction details. We handle both, because each depends on the other.',
      },
      {
        question: 'Do we need user research if we already know our customers?',
        answer:
          'Your team\u2019s knowledge is a great starting point, and we use it. Even a handful of interviews and one usability test regularly uncover issues insiders miss, and finding them in a prototype costs far less than rebuilding a feature.',
      },
      {
        question: 'Can you redesign an existing product without disrupting users?',
        answer:
          'Yes. We often recommend a phased redesign, improving the highest-friction flows first and rolling out changes gradually, so existing users are not forced to relearn everything overnight.',
      },
      {
        question: 'Do you work with our in-house developers?',
        answer:
          'Regularly. We deliver annotated Figma files, a component library and design tokens, and we stay available during development to answer questions and review builds.',
      },
    ],
  },

  'mvp-development': {
    description:
      'Go from idea to a working product in weeks. We scope, design and build a lean minimum viable product so you can test with real users and raise with real traction.',
    longDescription:
      'An MVP is not a smaller version of your final product; it is the fastest way to learn whether your idea works. We help founders and innovation teams strip a concept down to the one or two features that prove the core value, then build them properly on a stack that can grow.\n\nOur process runs in fixed weekly sprints with a demo at the end of each one, so you always see progress. We build with React, Next.js, React Native, Node.js and Supabase or Firebase, add analytics from the first release and deploy to production with a clean handoff, so you can keep iterating with us or with your own team.',
    features: [
      'Product scoping and feature prioritization',
      'Clickable prototype before development',
      'Web or cross-platform mobile build',
      'Authentication, payments and admin panel',
      'Product analytics from day one',
      'Weekly sprint demos',
      'Production deployment and code handoff',
    ],
    packages: [
      {
        name: 'Starter',
        description: 'A validated prototype and lean web MVP for testing a single core idea.',
        features: [
          'Scoping workshop and feature map',
          'Up to 3 core features',
          'Web app with user authentication',
          'Delivery in 4 weeks',
          '2 rounds of revisions',
          '30 days of post-launch bug fixes',
        ],
      },
      {
        name: 'Growth',
        description: 'A launch-ready MVP with payments and an admin panel for early customers.',
        features: [
          'Up to 6 core features',
          'Stripe payments or subscriptions',
          'Admin dashboard for your team',
          'Product analytics setup',
          'Delivery in 6 to 8 weeks',
          '60 days of post-launch support',
        ],
      },
      {
        name: 'Scale',
        description: 'A robust MVP across web and mobile, ready for investors and first growth.',
        features: [
          'Up to 10 core features',
          'Web app plus iOS and Android app (React Native)',
          'Third-party API integrations',
          'Automated testing and CI/CD pipeline',
          'Delivery in 10 to 12 weeks',
          '90 days of priority support',
        ],
      },
    ],
    faq: [
      {
        question: 'How do you decide what goes into the MVP?',
        answer:
          'We run a scoping workshop to identify the riskiest assumption behind your idea and the smallest set of features that tests it. Everything else goes on a prioritized roadmap for later releases.',
      },
      {
        question: 'Who owns the code?',
        answer:
          'You do. All source code, designs and accounts are transferred to you at the end of the project, and the code lives in your repository from the first commit.',
      },
      {
        question: 'Can the MVP scale if it takes off?',
        answer:
          'Yes. We keep MVPs lean but not throwaway, using mainstream frameworks and managed cloud services that handle growth well. When you need to scale, we can extend the same codebase rather than starting over.',
      },
      {
        question: 'Do you work with non-technical founders?',
        answer:
          'Most of our MVP clients are non-technical founders. We explain decisions in plain language, handle the technical setup and give you the documentation you need to talk to investors or hire developers later.',
      },
    ],
  },

  'mobile-app-development': {
    description:
      'Native-quality iOS and Android apps built with React Native, Flutter or Swift and Kotlin, from product strategy and design through App Store launch and support.',
    longDescription:
      'We design and build mobile apps people keep on their home screens. Depending on your goals, we recommend cross-platform development with React Native or Flutter for speed and cost efficiency, or fully native Swift and Kotlin when performance and device features demand it.\n\nEvery app is backed by a secure, scalable API, push notifications, analytics and crash reporting. We handle App Store and Google Play submission, including privacy labels, screenshots and review guidelines, and we plan releases so you can ship updates confidently after launch.\n\nOur team has shipped apps in fintech, healthcare, food delivery, fitness, education and e-commerce, so we understand the compliance and scale questions that come with each.',
    features: [
      'iOS and Android apps from one codebase or fully native',
      'Product strategy and UX design',
      'Secure backend and API development',
      'Push notifications and in-app messaging',
      'In-app purchases and subscriptions',
      'Analytics and crash reporting',
      'App Store and Google Play submission',
      'Post-launch maintenance and updates',
    ],
    packages: [
      {
        name: 'Essential',
        description: 'A focused cross-platform app for a clear, well-defined use case.',
        features: [
          'iOS and Android app with React Native or Flutter',
          'Up to 12 screens',
          'User accounts and push notifications',
          'Backend with admin panel',
          'App Store and Google Play submission',
          'Delivery in 8 to 10 weeks',
          '60 days of post-launch support',
        ],
      },
      {
        name: 'Professional',
        description: 'A feature-rich app with payments, integrations and custom UX.',
        features: [
          'Up to 30 screens with custom UI design',
          'In-app purchases or Stripe payments',
          'Third-party integrations (maps, calendar, CRM)',
          'Offline mode and data sync',
          'Automated testing and beta distribution',
          'Delivery in 12 to 16 weeks',
          '90 days of post-launch support',
        ],
      },
      {
        name: 'Enterprise',
        description: 'A complex, high-scale app with native performance and enterprise security.',
        features: [
          'Native Swift and Kotlin or advanced cross-platform build',
          'Unlimited screens and multiple user roles',
          'Real-time features, chat or video',
          'Security review and penetration testing',
          'Dedicated project manager and QA team',
          '6 months of priority support and maintenance',
        ],
      },
    ],
    faq: [
      {
        question: 'Should I build a native app or a cross-platform app?',
        answer:
          'For most business apps, cross-platform development with React Native or Flutter delivers near-native performance at a lower cost and with one codebase. We recommend native development for apps that rely heavily on advanced device features, complex graphics or extreme performance.',
      },
      {
        question: 'Do you help publish the app to the App Store and Google Play?',
        answer:
          'Yes. We prepare store listings, screenshots, privacy details and test accounts, submit the builds and respond to reviewer feedback. The developer accounts are registered in your company\u2019s name.',
      },
      {
        question: 'What happens after the app launches?',
        answer:
          'Each package includes a post-launch support period for bug fixes and OS compatibility. After that, you can choose a monthly maintenance plan for updates, monitoring and new features.',
      },
      {
        question: 'Is my app idea kept confidential?',
        answer:
          'Yes. We are happy to sign a mutual NDA before the first detailed conversation, and all project materials are stored in access-controlled workspaces.',
      },
    ],
  },

  'progressive-web-apps': {
    description:
      'Installable, offline-ready progressive web apps that load instantly and work on every device from a single codebase, with no app store approval needed.',
    longDescription:
      'A progressive web app gives your customers an app-like experience straight from the browser. It installs to the home screen, loads in a fraction of a second on repeat visits, keeps working on patchy connections and can send push notifications, all without the cost of separate iOS and Android builds.\n\nWe build PWAs with React or Next.js, a carefully designed service worker caching strategy and a web app manifest, then tune them against Lighthouse and Core Web Vitals. PWAs are ideal for e-commerce, booking tools, field-service apps and customer portals where reach and speed matter more than deep device access.',
    features: [
      'Installable to home screen on iOS, Android and desktop',
      'Offline support with service worker caching',
      'Web push notifications',
      'Sub-second repeat loads',
      'Single codebase for every device',
      'Lighthouse PWA and performance tuning',
      'Search-engine friendly, unlike native apps',
    ],
    packages: [
      {
        name: 'Starter',
        description: 'Turn an existing website or simple tool into an installable, fast PWA.',
        features: [
          'Web app manifest and install prompt',
          'Service worker with offline fallback page',
          'Performance tuning for up to 10 pages',
          '2 rounds of revisions',
          'Delivery in 2 weeks',
          '30 days of support',
        ],
      },
      {
        name: 'Growth',
        description: 'A custom PWA with offline data and push notifications for engaged users.',
        features: [
          'Custom PWA with up to 15 screens',
          'Offline data sync for key features',
          'Web push notifications',
          'User accounts and authentication',
          'Delivery in 4 to 6 weeks',
          '60 days of support',
        ],
      },
      {
        name: 'Scale',
        description:
          'A full-featured PWA platform with payments, integrations and background sync.',
        features: [
          'Up to 40 screens with custom UI',
          'Background sync and advanced caching strategies',
          'Payments and third-party API integrations',
          'Admin dashboard',
          'Delivery in 8 to 10 weeks',
          '90 days of priority support',
        ],
      },
    ],
    faq: [
      {
        question: 'What is a progressive web app?',
        answer:
          'A progressive web app is a website built with modern web technologies so it behaves like an app: it can be installed, works offline and sends notifications. Users open it from a link or their home screen, with no app store download required.',
      },
      {
        question: 'Do PWAs work on iPhones?',
        answer:
          'Yes. Current versions of iOS support installing PWAs to the home screen, offline caching and web push notifications for installed apps. A few device features remain native-only, and we will tell you if your idea depends on them.',
      },
      {
        question: 'Is a PWA cheaper than a native mobile app?',
        answer:
          'Usually, yes. One codebase serves every platform, updates ship instantly without app store reviews, and you avoid maintaining separate iOS and Android teams. For many businesses a PWA delivers most of the value at a fraction of the cost.',
      },
      {
        question: 'Can a PWA be listed in app stores?',
        answer:
          'It can. PWAs can be packaged for Google Play and the Microsoft Store, and with some extra native wrapping for the Apple App Store. We can advise whether store presence is worth it for your audience.',
      },
    ],
  },

  // ─── Branding & Creative ──────────────────────────────────────────────────────────────────
  'logo-design': {
    description:
      'A distinctive, versatile logo designed from scratch by senior designers, delivered with every file format and color version you need for print, web and social.',
    longDescription:
      'A good logo is simple, memorable and works everywhere, from a favicon to a storefront sign. Our designers start with a short questionnaire and call to understand your business, audience and competitors, then explore genuinely different concepts rather than variations on a single idea.\n\nYou choose a direction, we refine it together, and you receive a complete logo package: primary and secondary versions, icon marks, color and monochrome variants, and files for print and digital use. Full copyright transfers to you on final payment.',
    features: [
      'Brand questionnaire and discovery call',
      'Original concepts, no templates or stock icons',
      'Primary logo, icon mark and wordmark variants',
      'Full-color, monochrome and reversed versions',
      'Vector and web-ready files (AI, SVG, PDF, PNG)',
      'Full copyright transfer',
    ],
    packages: [
      {
        name: 'Starter',
        description: 'A clean, professional logo for new businesses and side projects.',
        features: [
          '2 initial logo concepts',
          '2 rounds of revisions',
          'Color and monochrome versions',
          'PNG, SVG and PDF files',
          'Delivery in 5 business days',
        ],
      },
      {
        name: 'Growth',
        description: 'More exploration and a complete set of variations for established brands.',
        features: [
          '4 initial logo concepts',
          '4 rounds of revisions',
          'Primary, secondary and icon versions',
          'Social media profile and cover kit',
          'Basic logo usage guide',
          'Delivery in 7 to 10 business days',
        ],
      },
      {
        name: 'Premium',
        description: 'A strategic logo design process with research and presentation mockups.',
        features: [
          '6 initial concepts from 2 senior designers',
          'Unlimited revisions for 30 days',
          'Competitor and market research',
          'Animated logo for video and social',
          'Mockups on signage, packaging and stationery',
          'Delivery in 2 to 3 weeks',
        ],
      },
    ],
    faq: [
      {
        question: 'Will my logo be completely original?',
        answer:
          'Yes. Every logo is designed from scratch by our team without templates, stock icons or AI image generators, and full copyright is transferred to you once the project is paid.',
      },
      {
        question: 'What if I do not like any of the first concepts?',
        answer:
          'It rarely happens thanks to the discovery step, but if it does, we discuss what missed the mark and create a fresh round of concepts within your package\u2019s revision allowance.',
      },
      {
        question: 'Which file formats will I receive?',
        answer:
          'You receive vector files (AI, EPS, SVG, PDF) for print and scaling, plus PNG and JPG files in several sizes for web and social media, in full-color, black and white versions.',
      },
      {
        question: 'Can you also design business cards and a full brand identity?',
        answer:
          'Yes. Our Brand Identity Kit builds on your logo with color palettes, typography, stationery and brand guidelines. If you start with a logo, we can credit part of the fee toward a later identity upgrade.',
      },
    ],
  },

  'brand-identity': {
    description:
      'A complete visual identity: logo suite, color palette, typography, imagery style, templates and brand guidelines that keep every touchpoint consistent.',
    longDescription:
      'A brand identity is the system that makes your business recognizable at a glance, whether someone sees your website, an invoice, a LinkedIn post or a trade show banner. We build that system from strategy outward, starting with your positioning, audience and personality, then translating it into visual and verbal guidelines.\n\nThe kit includes everything your team and partners need to apply the brand without guesswork: logo suite, color palette with accessible combinations, typography, photography and illustration style, iconography, and ready-made templates for the documents and posts you create most often.',
    features: [
      'Brand strategy and positioning workshop',
      'Logo suite with usage rules',
      'Color palette and typography system',
      'Imagery, iconography and illustration style',
      'Stationery and social media templates',
      'Tone of voice and messaging guidelines',
      'Comprehensive brand guidelines document',
    ],
    packages: [
      {
        name: 'Essential',
        description: 'The core identity elements a young business needs to look consistent.',
        features: [
          'Logo design with 3 concepts',
          'Color palette and typography pairing',
          'Business card and email signature design',
          '5 social media templates',
          '12-page brand style guide',
          '2 rounds of revisions',
        ],
      },
      {
        name: 'Professional',
        description: 'A complete identity system with strategy and messaging for growing brands.',
        features: [
          'Brand strategy workshop',
          'Logo suite with 5 concepts',
          'Icon set of up to 20 custom icons',
          'Stationery, presentation and 15 social templates',
          'Tone of voice guide',
          '30-page brand guidelines',
          '3 rounds of revisions',
        ],
      },
      {
        name: 'Enterprise',
        description:
          'A full brand system for rebrands, multiple sub-brands or international rollouts.',
        features: [
          'Research with customer and stakeholder interviews',
          'Naming and tagline support',
          'Master brand plus up to 3 sub-brand identities',
          'Packaging, signage and merchandise designs',
          'Online brand portal with downloadable assets',
          '60 days of post-launch brand support',
        ],
      },
    ],
    faq: [
      {
        question: 'What is the difference between a logo and a brand identity?',
        answer:
          'A logo is one mark. A brand identity is the whole system around it, including colors, fonts, imagery, templates and rules, so everything your business produces looks and sounds like it comes from the same company.',
      },
      {
        question: 'How long does a brand identity project take?',
        answer:
          'Essential kits are typically delivered in 3 weeks, Professional kits in 5 to 6 weeks, and Enterprise projects in 8 to 12 weeks depending on research and the number of sub-brands.',
      },
      {
        question: 'Can you refresh our existing brand instead of starting over?',
        answer:
          'Yes. A brand refresh keeps the equity you have built while modernizing the logo, palette and templates. We start with an audit of your current materials and recommend how far to go.',
      },
      {
        question: 'Will we receive editable templates?',
        answer:
          'Yes. Templates are delivered in the tools your team already uses, such as Canva, Google Slides, PowerPoint, Word or Figma, so anyone can create on-brand materials.',
      },
    ],
  },

  'voice-over': {
    description:
      'Professional voice overs and narration for explainer videos, ads, e-learning, IVR and podcasts, recorded by native speakers in broadcast-quality studios.',
    longDescription:
      'The right voice makes a video feel credible and a brand feel human. We cast from a roster of experienced male and female voice artists with American, British, Canadian and Middle Eastern accents, plus native Arabic and Urdu speakers, and send you auditions on your actual script.\n\nRecordings are made in treated studios, directed to your brief and delivered edited, cleaned and mastered to broadcast loudness standards, ready to drop into your video, e-learning course or phone system. Rush delivery and live-directed sessions are available.',
    features: [
      'Casting with auditions on your script',
      'Native English, Arabic and Urdu voices',
      'Broadcast-quality studio recording',
      'Editing, noise removal and mastering',
      'Sync to video on request',
      'Commercial usage rights included',
    ],
    packages: [
      {
        name: 'Starter',
        description: 'A clean, professional read for short videos, ads and phone greetings.',
        features: [
          'Up to 150 words (about 1 minute)',
          '1 voice artist of your choice',
          '1 round of pick-ups included',
          'Edited and mastered WAV and MP3',
          'Delivery in 48 hours',
        ],
      },
      {
        name: 'Growth',
        description: 'Narration for explainers, presentations and multi-part videos.',
        features: [
          'Up to 600 words (about 4 minutes)',
          'Auditions from 3 voice artists',
          '2 rounds of pick-ups',
          'Background music bed mixing',
          'Sync to your video file',
          'Delivery in 3 business days',
        ],
      },
      {
        name: 'Premium',
        description: 'Long-form narration for e-learning, audiobooks and campaign series.',
        features: [
          'Up to 2,500 words (about 16 minutes)',
          'Live-directed recording session',
          'Up to 2 voices or 2 languages',
          'Unlimited pick-ups for script errors',
          'Broadcast and paid-media usage rights',
          'Delivery in 5 business days',
        ],
      },
    ],
    faq: [
      {
        question: 'Can I hear the voice before I commit?',
        answer:
          'Yes. We send short auditions recorded on a section of your script, so you can choose the voice that fits. Growth and Premium packages include auditions from several artists.',
      },
      {
        question: 'What are pick-ups?',
        answer:
          'Pick-ups are re-recordings of specific lines, for example to change emphasis or fix a pronunciation. Changes to the script after recording are quoted separately.',
      },
      {
        question: 'Which languages and accents do you offer?',
        answer:
          'We offer American, British and Canadian English, Gulf and Levantine Arabic, and Urdu, with other languages available on request. Tell us your audience and we will suggest suitable voices.',
      },
      {
        question: 'Can I use the voice over in paid advertising?',
        answer:
          'All packages include commercial rights for your website and organic social media. Premium includes broadcast and paid-media rights; for other packages we can add them for a small fee.',
      },
    ],
  },

  animation: {
    description:
      'Explainer videos, motion graphics, animated logos and UI animations that make complex ideas easy to understand and keep viewers watching to the end.',
    longDescription:
      'Animation is one of the most effective ways to explain what your product does in under two minutes. We take you from script to storyboard to final render, with a clear approval at each stage so there are no surprises.\n\nOur motion designers work in 2D, 2.5D and light 3D styles, from character-driven explainers to sleek product animations and kinetic typography for social media. Every video can be paired with our voice over and sound design services and delivered in the aspect ratios you need for your website, YouTube, LinkedIn and Reels.',
    features: [
      'Scriptwriting and storyboarding',
      'Custom illustration and style frames',
      '2D and 2.5D motion graphics',
      'Animated logos and brand intros',
      'Sound design and music licensing',
      'Voice over casting and syncing',
      'Exports for web, social and presentations',
    ],
    packages: [
      {
        name: 'Starter',
        description: 'A short, punchy motion graphic for social media or a logo reveal.',
        features: [
          'Up to 30 seconds of animation',
          'Kinetic typography or logo animation',
          'Licensed music track',
          '2 rounds of revisions',
          'Delivery in 7 business days',
        ],
      },
      {
        name: 'Growth',
        description: 'A complete explainer video with script, illustration and voice over.',
        features: [
          'Up to 90 seconds of animation',
          'Script and storyboard included',
          'Custom illustrated scenes',
          'Professional voice over',
          '3 rounds of revisions',
          'Delivery in 3 weeks',
        ],
      },
      {
        name: 'Premium',
        description: 'A high-end animated production with characters and multiple cut-downs.',
        features: [
          'Up to 3 minutes of animation',
          'Character design and animation',
          'Custom sound design',
          '3 social cut-downs in vertical and square formats',
          'Unlimited revisions at storyboard stage',
          'Delivery in 5 to 6 weeks',
        ],
      },
    ],
    faq: [
      {
        question: 'How long does an explainer video take to make?',
        answer:
          'A 60 to 90 second explainer usually takes about three weeks: one week for script and storyboard, then design, animation and sound. Tight deadlines can be accommodated for an additional fee.',
      },
      {
        question: 'Do you write the script?',
        answer:
          'Yes. Growth and Premium packages include scriptwriting based on a short briefing call. If you already have a script, we will review it for length and pacing before we start.',
      },
      {
        question: 'Can you match our brand style?',
        answer:
          'Absolutely. We build style frames from your brand guidelines and approve them with you before any animation begins, so the final video feels unmistakably yours.',
      },
      {
        question: 'Will I receive the source files?',
        answer:
          'Final renders in every format you need are always included. Editable After Effects project files can be provided on request at no extra charge for Premium projects.',
      },
    ],
  },

  'video-editing': {
    description:
      'Polished edits for YouTube, ads, social media, interviews and events: cutting, color grading, motion titles, captions and sound mixing from your raw footage.',
    longDescription:
      'You shot the footage; we turn it into something people watch to the end. Our editors cut for pace and story, remove dead time and awkward pauses, and shape raw clips into videos that hold attention on every platform.\n\nEach edit includes color correction, audio cleanup and music, plus branded lower thirds and captions, which matter because most social video is watched on mute. We can deliver a long-form master and vertical cut-downs from the same shoot, so one day of filming feeds weeks of content.',
    features: [
      'Story-driven cutting and pacing',
      'Color correction and grading',
      'Audio cleanup, music and mixing',
      'Branded titles and lower thirds',
      'Burned-in or SRT captions',
      'Vertical and square cut-downs for social',
    ],
    packages: [
      {
        name: 'Starter',
        description: 'Clean, professional edits for short social and promotional videos.',
        features: [
          'Up to 3 minutes of finished video',
          'Up to 1 hour of raw footage',
          'Captions and licensed music',
          '2 rounds of revisions',
          'Delivery in 3 business days',
        ],
      },
      {
        name: 'Growth',
        description: 'Long-form edits for YouTube, webinars and interviews with social cut-downs.',
        features: [
          'Up to 15 minutes of finished video',
          'Up to 3 hours of raw footage',
          'Color grading and motion titles',
          '3 vertical cut-downs for Reels, Shorts or TikTok',
          '3 rounds of revisions',
          'Delivery in 5 business days',
        ],
      },
      {
        name: 'Premium',
        description: 'Premium post-production for brand films, ads and event highlights.',
        features: [
          'Up to 30 minutes of finished video',
          'Up to 8 hours of raw footage, multicam',
          'Cinematic color grade and sound design',
          'Custom animated graphics',
          '6 social cut-downs',
          'Unlimited revisions for 14 days',
        ],
      },
    ],
    faq: [
      {
        question: 'How do I send you my footage?',
        answer:
          'Upload it to a shared Google Drive, Dropbox or Frame.io folder, or use the secure upload link we send you. We accept footage from phones, DSLRs, cinema cameras and screen recordings.',
      },
      {
        question: 'Can you add subtitles in other languages?',
        answer:
          'Yes. English captions are included, and we can add Arabic, French, Spanish, Urdu and other languages as an add-on, either burned in or as separate SRT files.',
      },
      {
        question: 'Do you provide the music?',
        answer:
          'We use tracks from licensed libraries that allow commercial use on YouTube and social media. If you prefer a specific song, you will need to hold the license for it.',
      },
      {
        question: 'Can you edit a regular series every week?',
        answer:
          'Yes. Many clients send us footage weekly for YouTube series, podcasts and social content. We can set up a recurring schedule with a consistent template and faster turnaround.',
      },
    ],
  },

  'podcast-editing': {
    description:
      'Studio-quality podcast episodes from your raw recordings: noise removal, tight edits, leveling, intro and outro music, show notes and publishing-ready files.',
    longDescription:
      'Great conversations deserve great sound. Our audio editors remove background noise, echo, filler words and false starts, balance every speaker and master each episode to podcast loudness standards, so listeners never reach for the volume button.\n\nWe can also write show notes and timestamps, create audiograms and short video clips for social media, and upload episodes to your hosting platform. Whether you publish weekly or monthly, you get a consistent, professional sound without spending your evenings in an audio editor.',
    features: [
      'Noise, echo and hum reduction',
      'Filler word and long-pause removal',
      'Multi-speaker leveling and mastering',
      'Intro, outro and ad-spot insertion',
      'Show notes and timestamps',
      'Audiograms and social clips',
    ],
    packages: [
      {
        name: 'Starter',
        description: 'Clean, polished audio for a single episode.',
        features: [
          '1 episode up to 45 minutes',
          'Noise reduction and leveling',
          'Intro and outro music added',
          '1 round of revisions',
          'Delivery in 48 hours',
        ],
      },
      {
        name: 'Growth',
        description: 'Full edit plus show notes for podcasts that want to grow an audience.',
        features: [
          '1 episode up to 75 minutes',
          'Filler word and content edits',
          'Show notes and timestamps',
          '2 audiograms for social media',
          '2 rounds of revisions',
          'Delivery in 3 business days',
        ],
      },
      {
        name: 'Premium',
        description: 'Complete video podcast production, ready to publish everywhere.',
        features: [
          '1 episode up to 120 minutes, audio and video',
          'Multicam video edit for YouTube',
          '3 vertical video clips for social',
          'Publishing to your podcast host and YouTube',
          '2 rounds of revisions',
          'Delivery in 4 business days',
        ],
      },
    ],
    faq: [
      {
        question: 'What recording setup do I need?',
        answer:
          'Any decent USB or XLR microphone and a quiet room will do. For remote interviews we recommend recording each speaker locally with a tool such as Riverside or Zencastr, which gives us separate, high-quality tracks.',
      },
      {
        question: 'Do you offer discounts for regular episodes?',
        answer:
          'Yes. Shows that commit to four or more episodes per month receive a recurring discount and a dedicated editor who learns your style and preferences.',
      },
      {
        question: 'Can you fix poor-quality recordings?',
        answer:
          'We can improve most recordings significantly with noise reduction and equalization. Severe problems such as heavy distortion or a speaker far from the microphone cannot be fully repaired, and we will tell you honestly what to expect.',
      },
      {
        question: 'Will you publish the episode for me?',
        answer:
          'On the Premium package we upload and schedule episodes on your podcast host and YouTube. On other packages we deliver publish-ready files and show notes for you to upload.',
      },
    ],
  },

  // ─── Data & Automation ────────────────────────────────────────────────────────────────────
  'crm-integration': {
    description:
      'Connect your website, forms, ads and email to HubSpot, Salesforce, Zoho or Pipedrive so every lead is captured, routed and followed up without manual data entry.',
    longDescription:
      'A CRM is only as useful as the data in it. We set up and connect your CRM so that every inquiry from your website, ads, chat, calls and booking tools lands in the right pipeline with its source attached, and your sales team is notified immediately.\n\nWe configure pipelines, deal stages, custom fields and permissions around how your team actually sells, migrate existing contacts and deals, and build the integrations with your website, email platform, calendar and accounting tools. Finally, we train your team and document the setup so it stays clean as you grow.',
    features: [
      'HubSpot, Salesforce, Zoho and Pipedrive setup',
      'Website form and lead source integration',
      'Pipeline, deal stage and field configuration',
      'Data migration and deduplication',
      'Lead routing and assignment rules',
      'Email, calendar and accounting sync',
      'Team training and documentation',
    ],
    packages: [
      {
        name: 'Essential',
        description: 'A clean CRM setup connected to your website and inbox.',
        features: [
          '1 sales pipeline configured',
          'Up to 3 form or lead source integrations',
          'Import of up to 5,000 contacts',
          'Email and calendar sync',
          '1 training session for up to 5 users',
          '30 days of support',
        ],
      },
      {
        name: 'Professional',
        description: 'A tailored CRM with automation and integrations across your marketing stack.',
        features: [
          'Up to 3 pipelines with custom fields',
          'Up to 8 integrations, including ads and chat',
          'Import of up to 25,000 records with deduplication',
          'Lead scoring and routing rules',
          '5 automated follow-up workflows',
          '60 days of support',
        ],
      },
      {
        name: 'Enterprise',
        description: 'A complex, multi-team CRM implementation with custom integrations.',
        features: [
          'Unlimited pipelines and business units',
          'Custom API integrations with ERP or product data',
          'Migration of up to 250,000 records',
          'Role-based permissions and governance',
          'Sales and marketing dashboards',
          '90 days of priority support',
        ],
      },
    ],
    faq: [
      {
        question: 'Which CRM should I choose?',
        answer:
          'It depends on your team size, sales process and budget. HubSpot suits marketing-led businesses, Pipedrive is great for simple sales pipelines, Zoho offers strong value, and Salesforce fits complex enterprise needs. We recommend one during the free consultation.',
      },
      {
        question: 'Can you migrate data from spreadsheets or another CRM?',
        answer:
          'Yes. We clean, deduplicate and map your data before importing it, then run spot checks with your team to make sure nothing important was lost.',
      },
      {
        question: 'Do CRM license fees come from you?',
        answer:
          'No. CRM subscriptions are billed by the vendor directly to your company, so you keep full ownership of the account and data. Our fee covers setup, integration and training.',
      },
      {
        question: 'How long does a CRM integration take?',
        answer:
          'Essential setups take about 2 weeks, Professional projects 4 to 6 weeks, and Enterprise implementations 8 weeks or more, depending on the number of integrations and the volume of data.',
      },
    ],
  },

  'funnel-building': {
    description:
      'High-converting sales funnels with landing pages, lead magnets, booking flows, email follow-up and tracking, built to turn cold traffic into qualified leads.',
    longDescription:
      'A funnel is the path a stranger takes to becoming a customer. We map that path for your offer, then build each step: an ad or content hook, a focused landing page, a lead magnet or booking step, and an automated follow-up sequence that keeps the conversation going.\n\nEvery funnel ships with proper tracking, so you can see where people drop off and what each lead costs. We build on the tools that suit you, whether that is your existing website, a dedicated landing page builder or an all-in-one platform, and connect it to your CRM and calendar.',
    features: [
      'Funnel strategy and offer mapping',
      'Landing and thank-you page design',
      'Lead magnet creation',
      'Calendar booking and qualification steps',
      'Automated email and SMS follow-up',
      'CRM integration and lead tagging',
      'Conversion tracking and reporting',
    ],
    packages: [
      {
        name: 'Starter',
        description: 'A simple lead-capture funnel for a single offer.',
        features: [
          '1 landing page and 1 thank-you page',
          'Opt-in form connected to your email tool',
          '3-email follow-up sequence',
          'Conversion tracking setup',
          '2 rounds of revisions',
          'Delivery in 10 business days',
        ],
      },
      {
        name: 'Growth',
        description: 'A complete lead-to-call funnel with booking and nurture automation.',
        features: [
          'Up to 4 funnel pages',
          'Lead magnet design (guide or checklist)',
          'Calendar booking with qualification questions',
          '7-email nurture sequence',
          'CRM integration',
          'Delivery in 3 weeks',
        ],
      },
      {
        name: 'Scale',
        description: 'A multi-step sales funnel with upsells, A/B testing and ad integration.',
        features: [
          'Up to 8 funnel pages including checkout and upsells',
          'Email and SMS follow-up sequences',
          'A/B test on the main landing page',
          'Ad platform conversion integration',
          'Funnel performance dashboard',
          '60 days of optimization support',
        ],
      },
    ],
    faq: [
      {
        question: 'Which funnel platform do you use?',
        answer:
          'We work with your existing website, Webflow, WordPress, Unbounce, ClickFunnels, GoHighLevel and HubSpot. We recommend a platform based on your budget, integrations and how much you want to edit yourself.',
      },
      {
        question: 'Do you write the copy for the funnel?',
        answer:
          'Yes. Our conversion copywriters write landing pages and follow-up emails based on a briefing session about your offer, audience and objections. You review and approve all copy before launch.',
      },
      {
        question: 'Do you also drive traffic to the funnel?',
        answer:
          'Funnel building covers the pages, automation and tracking. Traffic can come from your existing channels, or we can run it through our PPC Advertising, Social Media Marketing or SEO services.',
      },
      {
        question: 'How will I know if the funnel is working?',
        answer:
          'We track each step, from page visits to opt-ins, bookings and sales, and set up a simple report showing conversion rates and cost per lead, so bottlenecks are easy to spot.',
      },
    ],
  },

  'marketing-automation': {
    description:
      'Automate lead nurturing, scoring, onboarding and re-engagement across email, SMS and your CRM, so the right message reaches every contact at the right moment.',
    longDescription:
      'Most businesses lose leads not because of a bad offer, but because follow-up is slow or inconsistent. Marketing automation fixes that. We design workflows that react to what people do, such as downloading a guide, visiting a pricing page or going quiet, and respond with the right message automatically.\n\nWe implement automation in HubSpot, ActiveCampaign, Klaviyo, Marketo, Zapier, Make and n8n, connect it to your CRM and website, and set up lead scoring so sales spends time on the people most likely to buy. Every workflow is documented and monitored, so nothing breaks silently.',
    features: [
      'Customer journey and workflow mapping',
      'Lead nurturing and onboarding sequences',
      'Behavior-based triggers and segmentation',
      'Lead scoring and sales hand-off alerts',
      'Email and SMS automation',
      'Zapier, Make and n8n integrations',
      'Workflow documentation and monitoring',
    ],
    packages: [
      {
        name: 'Essential',
        description: 'Core automations that make sure no lead slips through the cracks.',
        features: [
          'Up to 3 automated workflows',
          'Welcome and lead nurture sequences',
          'Up to 3 app integrations',
          'Basic contact segmentation',
          '30 days of monitoring and support',
        ],
      },
      {
        name: 'Professional',
        description: 'A connected automation system across marketing and sales.',
        features: [
          'Up to 10 automated workflows',
          'Lead scoring model and sales alerts',
          'Behavior-based triggers from website activity',
          'Up to 8 app integrations',
          'Email and SMS channels',
          '60 days of monitoring and support',
        ],
      },
      {
        name: 'Enterprise',
        description: 'End-to-end lifecycle automation for complex, multi-team organizations.',
        features: [
          'Unlimited workflows across the customer lifecycle',
          'Custom integrations via API and webhooks',
          'Multi-brand or multi-region setup',
          'Attribution and lifecycle reporting',
          'Team training and governance documentation',
          '90 days of priority support',
        ],
      },
    ],
    faq: [
      {
        question: 'What can be automated in my marketing?',
        answer:
          'Common examples include welcome sequences, lead nurturing, appointment reminders, abandoned-cart emails, onboarding for new customers, review requests and re-engagement campaigns. We identify the automations with the biggest impact for your business first.',
      },
      {
        question: 'Will automation make our communication feel robotic?',
        answer:
          'Not when it is done well. We write messages in your voice, personalize them with relevant data and trigger them based on real behavior, so they feel timely and helpful rather than generic.',
      },
      {
        question: 'Do I need a specific tool?',
        answer:
          'No. We work with the platforms you already use where possible, and recommend new tools only when they clearly save time or money.',
      },
      {
        question: 'What happens if an automation breaks?',
        answer:
          'We set up error alerts and monitoring during the support period and document every workflow. After that, you can add a monthly care plan, or your team can maintain workflows using our documentation.',
      },
    ],
  },

  'conversion-optimization': {
    description:
      'Turn more of your existing traffic into leads and sales with a data-led conversion audit, user research and a continuous A/B testing program.',
    longDescription:
      'Doubling your traffic is expensive. Improving your conversion rate often costs far less and makes every other channel more profitable. We start by finding out why visitors are not converting, using analytics, heatmaps, session recordings, surveys and usability reviews.\n\nOur entry tier is a one-time conversion audit: a prioritized list of issues and quick wins you can implement yourself or with us. Our Growth and Scale tiers are ongoing monthly programs in which we design, build and run A/B tests, analyze the results with statistical rigor and roll out the winners, compounding gains month after month.',
    features: [
      'Analytics and funnel drop-off analysis',
      'Heatmaps and session recording review',
      'On-site surveys and user feedback',
      'Prioritized hypotheses and test roadmap',
      'A/B and multivariate test design and build',
      'Statistically sound results analysis',
      'Landing page and checkout optimization',
    ],
    packages: [
      {
        name: 'Audit',
        description:
          'A one-time conversion audit with a prioritized action plan you can implement right away.',
        features: [
          'Review of up to 10 key pages and your main funnel',
          'Analytics and tracking health check',
          'Heatmap and session recording analysis (2 weeks of data)',
          '25+ prioritized recommendations',
          'Recorded walkthrough presentation',
          'Delivery in 2 weeks',
        ],
      },
      {
        name: 'Growth',
        description:
          'A monthly testing program that continuously improves your highest-value pages.',
        features: [
          'Everything in the Audit, refreshed quarterly',
          'Up to 2 A/B tests designed, built and run per month',
          'Monthly user survey or usability review',
          'Monthly results report and test roadmap',
          'Monthly strategy call',
          'Minimum 3-month commitment',
        ],
      },
      {
        name: 'Scale',
        description:
          'A monthly, full-funnel experimentation program for high-traffic sites and stores.',
        features: [
          'Up to 5 A/B or multivariate tests per month',
          'Checkout, pricing and onboarding experiments',
          'Quarterly moderated usability testing with 5 users',
          'Personalization by audience segment',
          'Dedicated CRO strategist and developer',
          'Weekly progress updates',
        ],
      },
    ],
    faq: [
      {
        question: 'How much traffic do I need for A/B testing?',
        answer:
          'As a rule of thumb, a page needs a few hundred conversions per month to run reliable A/B tests. If you have less traffic, the one-time audit and usability research still deliver big improvements without formal testing.',
      },
      {
        question: 'Why is the first tier one-time and the others monthly?',
        answer:
          'The Audit is a single, in-depth diagnosis with a prioritized action plan. Growth and Scale are ongoing programs, because testing and learning only compounds when it runs continuously, month after month.',
      },
      {
        question: 'Will testing slow down my website?',
        answer:
          'We use lightweight, server-side or edge testing where possible and monitor Core Web Vitals throughout, so experiments do not hurt your page speed or SEO.',
      },
      {
        question: 'What kind of improvements can I expect?',
        answer:
          'Results vary by starting point, but fixing the friction uncovered in an audit often lifts conversion rates noticeably within weeks. Ongoing programs aim for steady, compounding gains rather than one lucky test.',
      },
    ],
  },

  'data-dashboards': {
    description:
      'Live dashboards that pull your marketing, sales and operations data into one place, built in Looker Studio, Power BI or Tableau and designed for quick decisions.',
    longDescription:
      'If your weekly report involves copying numbers between five tools into a spreadsheet, there is a better way. We connect your data sources, such as GA4, ad platforms, your CRM, e-commerce store and finance tools, into a single, automatically refreshed dashboard.\n\nWe start by agreeing the handful of metrics that drive your decisions, then design views for each audience: a one-page executive summary, a marketing performance view and detailed drill-downs for analysts. Data is modeled cleanly in BigQuery or your existing warehouse, so the numbers match across every report.',
    features: [
      'KPI workshop and metric definitions',
      'Connectors for GA4, ads, CRM and e-commerce',
      'Data warehouse setup in BigQuery or Snowflake',
      'Looker Studio, Power BI or Tableau dashboards',
      'Automated refresh and scheduled email reports',
      'Role-based access for teams and clients',
      'Documentation and training',
    ],
    packages: [
      {
        name: 'Essential',
        description: 'A clear marketing dashboard built on your existing data sources.',
        features: [
          '1 dashboard with up to 3 data sources',
          'Up to 4 report pages',
          'Daily automatic refresh',
          'Scheduled weekly email report',
          '2 rounds of revisions',
          '30 days of support',
        ],
      },
      {
        name: 'Professional',
        description: 'A connected reporting suite for marketing, sales and leadership.',
        features: [
          'Up to 3 dashboards and 8 data sources',
          'Data warehouse setup in BigQuery',
          'Blended metrics such as CAC and ROAS',
          'Role-based access for up to 25 users',
          '1 training session',
          '60 days of support',
        ],
      },
      {
        name: 'Enterprise',
        description: 'A company-wide business intelligence layer with governed data models.',
        features: [
          'Unlimited dashboards and up to 20 data sources',
          'Custom ETL pipelines and data modeling',
          'Power BI or Tableau with row-level security',
          'Data quality checks and alerting',
          'Metric dictionary and governance documentation',
          '90 days of priority support',
        ],
      },
    ],
    faq: [
      {
        question: 'Which dashboard tool is best for us?',
        answer:
          'Looker Studio is free and ideal for marketing reporting, Power BI suits companies on Microsoft 365, and Tableau excels at complex analysis. We recommend one based on your data, team and budget.',
      },
      {
        question: 'Can you connect data from tools without a built-in connector?',
        answer:
          'Yes. We use connector services such as Supermetrics and Fivetran, or build custom API pipelines into your warehouse, so almost any tool with an API or export can be included.',
      },
      {
        question: 'How often does the data update?',
        answer:
          'Most dashboards refresh daily, and many sources can update hourly or in near real time. We agree refresh frequency with you based on how quickly decisions need to be made.',
      },
      {
        question: 'Is our data secure?',
        answer:
          'Your data stays in accounts owned by your company, with access limited to named users. We follow least-privilege access, and remove our own access at the end of the project if you prefer.',
      },
    ],
  },

  analytics: {
    description:
      'GA4, tag management, attribution and reporting set up correctly, so you can trust your numbers and know exactly which channels drive leads and revenue.',
    longDescription:
      'Most analytics setups we audit have gaps: missing conversions, duplicate tags, broken cross-domain tracking or consent settings that quietly discard data. We fix the foundation first with a tracking plan, Google Tag Manager, GA4 configuration, consent mode and server-side tagging where it makes sense.\n\nThen we make the data useful. We define conversions and events that reflect your business, connect ad platforms and your CRM for closed-loop attribution, and deliver regular reports with clear commentary on what changed and what to do about it.\n\nBecause analytics needs range from a quick GA4 fix to an enterprise attribution program, pricing is quoted individually after a free consultation.',
    features: [
      'Analytics and tracking audit',
      'GA4 and Google Tag Manager implementation',
      'Consent mode and privacy-compliant tracking',
      'Server-side tagging',
      'E-commerce and lead conversion tracking',
      'CRM and offline conversion attribution',
      'Monthly reporting with expert commentary',
    ],
    faq: [
      {
        question: 'Why is analytics priced on a custom basis?',
        answer:
          'The work ranges from fixing a single GA4 property to building multi-site, server-side tracking with CRM attribution. After a free consultation and a quick look at your setup, we send a fixed-scope proposal with a clear price.',
      },
      {
        question: 'Can you audit our current tracking?',
        answer:
          'Yes. Most engagements start with a tracking audit that checks tags, events, conversions, consent and data quality, and lists every issue with its business impact and the effort to fix it.',
      },
      {
        question: 'Is your tracking compliant with GDPR and other privacy laws?',
        answer:
          'We implement consent banners, Google consent mode and data retention settings to support GDPR, UK GDPR, PIPEDA and US state privacy laws. Final legal responsibility stays with you, and we are happy to work with your counsel.',
      },
      {
        question: 'Do you provide ongoing reporting?',
        answer:
          'Yes. After setup, we can deliver monthly or quarterly reports with a written summary of trends, wins and recommended actions, and a review call with your team.',
      },
    ],
  },
}
