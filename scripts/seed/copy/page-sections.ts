/**
 * The sections of the composed pages (About, Careers, Solutions, the partner page and the three
 * agency landing pages), top to bottom. The hero's heading and introduction are the page's own
 * (pages.ts); everything below is here. Original sample copy.
 */
import type { Rich } from '../copy-types'
import type { HeroScene } from '../section-art'

export interface LinkCopy {
  label: string
  href: string
}

/** An image of a section: a drawn scene, the agency's Partner badge, or a person's portrait. */
export type ArtCopy =
  | { scene: HeroScene; name: string; alt: string }
  | { badge: true; alt: string }
  | { portrait: string; alt: string }

export type SectionCopy =
  | { hero: { eyebrow?: string; actions: LinkCopy[]; art: ArtCopy } }
  | { text: { eyebrow?: string; heading?: string; body: Rich[] } }
  | {
      imageText: {
        eyebrow?: string
        heading: string
        body: Rich[]
        art: ArtCopy
        imageLeft?: boolean
        link?: LinkCopy
      }
    }
  | { stats: { heading?: string; stats: [value: string, label: string][] } }
  | {
      features: {
        eyebrow?: string
        heading: string
        intro?: string
        items: { title: string; description?: string; icon?: string; link?: LinkCopy }[]
      }
    }
  | {
      steps: {
        eyebrow?: string
        heading: string
        intro?: string
        items: { title: string; description?: string; duration?: string }[]
      }
    }
  /** The home page's client logos. */
  | { logos: { heading: string } }
  /** Testimonials by their position in testimonials.ts, from 1. */
  | { testimonials: { eyebrow?: string; heading: string; picks: number[] } }
  | { caseStudies: { eyebrow?: string; heading: string; intro?: string; slugs: string[] } }
  | { faq: { heading: string; items: { question: string; answer: string }[] } }
  | { cta: { heading: string; text?: string; action: LinkCopy } }

const BOOK_CALL: LinkCopy = { label: 'Book a free consultation', href: '/book-call' }
const OUR_WORK: LinkCopy = { label: 'See our work', href: '/our-work' }

export const pageSectionCopy: Partial<Record<string, SectionCopy[]>> = {
  // Beside the booking form on /book-call: what the call brings, who takes it, the footer's
  // promise, and a client's word.
  'book-call': [
    {
      steps: {
        eyebrow: 'Your 30 minutes',
        heading: 'What the call brings you',
        items: [
          {
            title: 'Where you stand',
            description:
              'We look at your site, search presence and ads before the call and tell you what we found.',
            duration: '10 minutes',
          },
          {
            title: 'What to do first',
            description:
              'The three changes most likely to bring you customers, in the order we would make them.',
            duration: '15 minutes',
          },
          {
            title: 'A plan in writing',
            description:
              'A short summary with next steps and a price range by e-mail after the call, yours to keep.',
            duration: '5 minutes',
          },
        ],
      },
    },
    {
      imageText: {
        eyebrow: 'Who you meet',
        heading: 'A senior strategist, not a salesperson',
        body: [
          {
            p: '**Hamza Siddiqui, Founder & CEO**, or one of our leads in New York, London, Karachi, Doha or Toronto: the people who would scope and run your project.',
          },
          {
            ul: [
              'A decade of building products and growth campaigns',
              'Leads strategy on key accounts',
              'Reviews every major proposal himself',
            ],
          },
        ],
        art: {
          portrait: 'Hamza Siddiqui',
          alt: 'Illustrated portrait of Hamza Siddiqui, Founder & CEO',
        },
      },
    },
    {
      features: {
        eyebrow: 'Our promise',
        heading: 'Free, and no strings attached',
        items: [
          {
            title: 'A free 30-minute consultation',
            description:
              'No fee and no obligation: the advice is yours whether or not we work together.',
            icon: 'badge',
          },
          {
            title: 'A response within 24 hours',
            description:
              'Every question you send before or after the call is answered within a day.',
            icon: 'zap',
          },
          {
            title: 'In your time zone',
            description: 'Five offices across three continents: pick a time that suits your day.',
            icon: 'globe',
          },
        ],
      },
    },
    {
      testimonials: {
        eyebrow: 'Client testimonials',
        heading: 'What a first call led to',
        picks: [2, 6],
      },
    },
  ],
  about: [
    {
      hero: {
        eyebrow: 'About Codehome',
        actions: [BOOK_CALL, OUR_WORK],
        art: {
          scene: 'studio',
          name: 'about-studio',
          alt: 'A client’s launch page in a browser beside a chart of qualified leads up 128% and a 4.9 average review score',
        },
      },
    },
    {
      stats: {
        stats: [
          ['2020', 'Founded'],
          ['500+', 'Clients worldwide'],
          ['4.9', 'Average rating from 247 reviews'],
          ['5', 'Offices, one team'],
        ],
      },
    },
    {
      text: {
        eyebrow: 'Who we are',
        heading: 'Our story',
        body: [
          {
            p: 'Codehome started in 2020 with a simple idea: businesses should not need five different vendors to build a website, get found on search, run their ads and understand their data. We brought engineering, design and marketing under one roof, our *home for code*, so every project is planned, built and measured by one team.',
          },
          {
            p: 'Since then we have worked with **more than 500 clients**, from first-time founders to established brands, and earned an average rating of **4.9 from 247 reviews**. Most of our work comes from referrals, which we think says more than any award.',
          },
          {
            quote:
              'We want every client to feel the way you feel at home: comfortable, understood and confident that things are being taken care of. \u2014 Hamza Siddiqui, Founder & CEO',
          },
        ],
      },
    },
    {
      imageText: {
        eyebrow: 'Who leads it',
        heading: 'Meet our founder',
        body: [
          {
            p: '**Hamza Siddiqui, Founder & CEO.** Hamza founded Codehome in 2020 after a decade building products and growth campaigns for startups and established brands. He leads strategy on key accounts and still reviews every major proposal himself.',
          },
          {
            p: 'Every new client meets him or one of our leads in the first call, so the people who scope your project are the people who answer for it.',
          },
        ],
        art: {
          portrait: 'Hamza Siddiqui',
          alt: 'Illustrated portrait of Hamza Siddiqui, Founder & CEO',
        },
        link: { label: 'Book a call with our team', href: '/book-call' },
      },
    },
    {
      features: {
        eyebrow: 'What we do',
        heading: 'Four disciplines under one roof',
        items: [
          {
            title: 'Marketing',
            description: 'SEO, PPC, social media, content, email and influencer outreach.',
            icon: 'megaphone',
            link: { label: 'Marketing services', href: '/services?category=0' },
          },
          {
            title: 'Design & Development',
            description: 'Websites, UI/UX, MVPs, mobile apps and progressive web apps.',
            icon: 'code',
            link: { label: 'Design & Development services', href: '/services?category=1' },
          },
          {
            title: 'Branding & Creative',
            description: 'Logos, brand identity, animation, video, voice over and podcasts.',
            icon: 'palette',
            link: { label: 'Branding & Creative services', href: '/services?category=2' },
          },
          {
            title: 'Data & Automation',
            description: 'CRM integration, funnels, automation, CRO, dashboards and analytics.',
            icon: 'database',
            link: { label: 'Data & Automation services', href: '/services?category=3' },
          },
        ],
      },
    },
    {
      imageText: {
        eyebrow: 'Where we are',
        heading: 'Five offices, one team',
        body: [
          {
            p: 'Our teams in **New York, London, Karachi, Doha and Toronto** work as one studio. That gives clients local contacts in their own time zone and a project that keeps moving around the clock, with overlapping hours for live collaboration.',
          },
        ],
        art: {
          scene: 'globe',
          name: 'about-offices',
          alt: 'A globe with the five offices joined by routes, and the time zone of each: New York, Toronto, London, Doha and Karachi',
        },
        imageLeft: true,
        link: { label: 'Contact an office', href: '/contact' },
      },
    },
    {
      features: {
        eyebrow: 'How we work',
        heading: 'Principles our clients can hold us to',
        items: [
          {
            title: 'Plain English, always.',
            description: 'You will understand what we are doing and why.',
            icon: 'pen',
          },
          {
            title: 'Outcomes over output.',
            description: 'We measure success in leads, sales and time saved, not hours billed.',
            icon: 'target',
          },
          {
            title: 'You own everything.',
            description: 'Code, designs, accounts and data stay in your name.',
            icon: 'shield',
          },
          {
            title: 'No lock-in.',
            description: 'Our monthly services run month to month once onboarding is complete.',
            icon: 'zap',
          },
        ],
      },
    },
    {
      testimonials: {
        eyebrow: 'Client testimonials',
        heading: 'Most of our work comes from referrals',
        picks: [2, 3, 5],
      },
    },
    { logos: { heading: 'Trusted by growing brands' } },
    {
      cta: {
        heading: 'Curious whether we are the right fit?',
        text: 'Browse our work or book a free 30-minute consultation. We reply to every inquiry within 24 hours.',
        action: BOOK_CALL,
      },
    },
  ],

  careers: [
    {
      hero: {
        eyebrow: 'Careers',
        actions: [
          { label: 'See open roles', href: '/careers#open-positions' },
          { label: 'Apply now', href: '/careers#apply' },
        ],
        art: {
          scene: 'team',
          name: 'careers-team',
          alt: 'The team on its weekly call, one tile per office with its local time from New York to Karachi, beside a project shipped with kudos from all five offices',
        },
      },
    },
    {
      stats: {
        stats: [
          ['5', 'Offices, one team'],
          ['500+', 'Clients to learn from'],
          ['3', 'Languages we deliver in'],
          ['14 days', 'Our reply to every application'],
        ],
      },
    },
    {
      imageText: {
        eyebrow: 'Our culture',
        heading: 'Why Codehome',
        body: [
          {
            p: 'You will work on a wide variety of projects, from fintech apps to e-commerce stores and SEO campaigns, with direct access to clients and the freedom to suggest better ways of doing things. Small teams mean your work is visible and your ideas get used.',
          },
          {
            p: 'Everyone has a growth plan, reviewed with their lead every quarter, and a **yearly learning budget** for courses, books, conferences and certifications.',
          },
        ],
        art: {
          scene: 'learning',
          name: 'careers-growth',
          alt: 'A growth plan: a learning budget 72% used, Google Ads and Analytics certifications earned, a paid exam and a 1:1 with the team lead every other Thursday',
        },
        link: { label: 'Meet the agency', href: '/about' },
      },
    },
    {
      features: {
        eyebrow: 'Benefits',
        heading: 'What we offer',
        items: [
          {
            title: 'Competitive salary',
            description: 'Reviewed every year.',
            icon: 'trending-up',
          },
          {
            title: 'Flexible and hybrid working',
            description: 'With fully remote options for many roles.',
            icon: 'globe',
          },
          {
            title: 'A yearly learning budget',
            description: 'For courses, books, conferences and certifications.',
            icon: 'brain',
          },
          {
            title: 'Paid certification exams',
            description: 'Google Ads, Google Analytics and cloud certifications.',
            icon: 'badge',
          },
          {
            title: 'Modern equipment',
            description: 'And the software you need to do your best work.',
            icon: 'code',
          },
          {
            title: 'Health coverage',
            description: 'In line with local practice in each office.',
            icon: 'shield',
          },
        ],
      },
    },
    {
      imageText: {
        eyebrow: 'How we work',
        heading: 'Small teams, real clients, a demo every week',
        body: [
          {
            p: 'Each client project has one small team: a lead, the specialists it needs and the client on a shared board. Changes are reviewed by a colleague before they ship, and every Friday the team shows the client what shipped that week.',
          },
          {
            ul: [
              'Offices in New York, London, Karachi, Doha and Toronto, working as one studio',
              'Overlapping hours for live collaboration, written updates for the rest',
              'Plain English with clients, always',
            ],
          },
        ],
        art: {
          scene: 'board',
          name: 'careers-how-we-work',
          alt: 'A project board from discovery to shipped, a change approved by two reviewers and the Friday demo to the client',
        },
        imageLeft: true,
      },
    },
    {
      steps: {
        eyebrow: 'Hiring',
        heading: 'Our hiring process',
        intro: 'We aim to reply to every application within two weeks.',
        items: [
          {
            title: 'Apply',
            description: 'With your resume and, if you have one, a portfolio or GitHub profile.',
            duration: '10 minutes',
          },
          {
            title: 'An introductory call',
            description: 'Thirty minutes with our team.',
            duration: '30 minutes',
          },
          {
            title: 'A practical step',
            description: 'A short, paid practical task or a portfolio walkthrough.',
            duration: '3 hours',
          },
          {
            title: 'A final conversation',
            description: 'With the founder and the team lead.',
            duration: '45 minutes',
          },
        ],
      },
    },
    {
      cta: {
        heading: "Don't see the right role?",
        text: 'Send your resume to hello@codehome.example and tell us how you could help.',
        action: { label: 'E-mail your resume', href: 'mailto:hello@codehome.example' },
      },
    },
  ],

  solutions: [
    {
      hero: {
        eyebrow: 'Solutions',
        actions: [BOOK_CALL, OUR_WORK],
        art: {
          scene: 'solutions',
          name: 'solutions-map',
          alt: 'Four cards, Launch, Grow, Brand and Automate, joined to one team at the centre',
        },
      },
    },
    {
      imageText: {
        eyebrow: 'Launch',
        heading: 'Launch a new product',
        body: [
          {
            p: 'Validate your idea quickly with a lean [MVP](/services/mvp-development) or [progressive web app](/services/progressive-web-apps), backed by [UI/UX design](/services/ui-ux-design) that users understand from the first tap. When the product proves itself, we scale it into full [mobile apps](/services/mobile-app-development).',
          },
        ],
        art: {
          scene: 'build',
          name: 'solutions-launch',
          alt: 'Code in an editor beside the page it builds, with performance, accessibility and SEO scores of 100',
        },
      },
    },
    {
      imageText: {
        eyebrow: 'Grow',
        heading: 'Grow your leads and sales',
        body: [
          {
            p: 'Combine [SEO](/services/seo) for compounding organic traffic, [PPC advertising](/services/ppc) for immediate demand and [funnel building](/services/funnel-building) to turn visitors into booked calls. We report on leads and revenue, not just clicks.',
          },
        ],
        art: {
          scene: 'growth',
          name: 'solutions-grow',
          alt: 'A marketing dashboard: revenue by channel rising over 90 days, a 5.2× return on ad spend and a funnel from visitors to clients',
        },
        imageLeft: true,
      },
    },
    {
      features: {
        eyebrow: 'Brand and operations',
        heading: 'Build a brand people remember, then automate the busywork',
        items: [
          {
            title: 'Build a brand people remember',
            description:
              'Start with a logo or a complete brand identity kit, then bring it to life with animation, video editing and professional voice overs.',
            icon: 'palette',
            link: { label: 'Brand identity', href: '/services/brand-identity' },
          },
          {
            title: 'Automate and understand your business',
            description:
              'Connect your tools with CRM integration and marketing automation, then see everything in one place with data dashboards and reliable analytics.',
            icon: 'workflow',
            link: { label: 'CRM integration', href: '/services/crm-integration' },
          },
          {
            title: 'Data dashboards',
            description: 'Every channel, lead and sale on one screen your whole team can read.',
            icon: 'bar-chart',
            link: { label: 'Data dashboards', href: '/services/data-dashboards' },
          },
        ],
      },
    },
    {
      features: {
        eyebrow: 'Solutions by industry',
        heading: 'Built for the way your industry works',
        items: [
          {
            title: 'Fintech',
            description: 'Secure banking, payments and wallet apps with compliance built in.',
            icon: 'shield',
          },
          {
            title: 'Healthcare',
            description:
              'Patient portals and booking systems designed for accessibility and privacy.',
            icon: 'users',
          },
          {
            title: 'E-commerce',
            description:
              'Fast storefronts, product SEO and email automation that lifts repeat orders.',
            icon: 'shopping-cart',
          },
          {
            title: 'SaaS',
            description:
              'Onboarding, product design and conversion optimization for trial-to-paid growth.',
            icon: 'rocket',
          },
          {
            title: 'Professional services',
            description: 'Lead generation, local SEO and CRM follow-up for firms and clinics.',
            icon: 'badge',
          },
          {
            title: 'Education',
            description: 'Learning apps and course sites that students come back to every day.',
            icon: 'brain',
          },
        ],
      },
    },
    {
      caseStudies: {
        eyebrow: 'Our work',
        heading: 'See these solutions in action',
        slugs: ['financeflow-banking', 'medicare-patient-portal', 'shopsmart-ecommerce'],
      },
    },
    {
      cta: {
        heading: 'Not sure where to start?',
        text: 'Book a free consultation and we will recommend a plan for your goals and budget.',
        action: BOOK_CALL,
      },
    },
  ],

  'google-partner': [
    {
      hero: {
        eyebrow: 'Certified Google Partner Agency',
        actions: [{ label: 'Book a free account audit', href: '/book-call' }, OUR_WORK],
        art: {
          badge: true,
          alt: 'The Codehome Certified Partner badge: partner status active, and the team’s six current certifications, from Google Ads Search to Google Analytics',
        },
      },
    },
    {
      stats: {
        stats: [
          ['6', 'Google certifications held'],
          ['500+', 'Clients worldwide'],
          ['4.9', 'Average rating'],
          ['100%', 'Ad accounts owned by the client'],
        ],
      },
    },
    {
      text: {
        eyebrow: 'The Google Partners program',
        heading: 'What Google Partner status means',
        body: [
          {
            p: 'The Google Partners program recognizes agencies that meet requirements for ad spend managed, campaign performance and team certification. For you, it means your campaigns are run by specialists who keep their knowledge current and follow platform best practices.',
          },
        ],
      },
    },
    {
      features: {
        eyebrow: 'Our certifications',
        heading: 'Certified across every campaign type',
        intro:
          'Certifications are held by individual team members and renewed as Google requires, so the people managing your account are always up to date.',
        items: [
          { title: 'Google Ads Search certification', icon: 'search' },
          { title: 'Google Ads Display certification', icon: 'layout' },
          { title: 'Google Ads Video certification', icon: 'film' },
          { title: 'Shopping ads certification', icon: 'shopping-cart' },
          { title: 'Google Ads Measurement certification', icon: 'line-chart' },
          { title: 'Google Analytics certification', icon: 'bar-chart' },
        ],
      },
    },
    {
      features: {
        eyebrow: 'What you get as a client',
        heading: 'Specialists on your account, every day',
        items: [
          {
            title: 'Certified specialists',
            description: 'Managing your PPC campaigns day to day.',
            icon: 'users',
            link: { label: 'PPC advertising', href: '/services/ppc' },
          },
          {
            title: 'Accurate conversion tracking',
            description: 'With GA4 and Tag Manager, so every decision rests on real numbers.',
            icon: 'target',
            link: { label: 'Analytics', href: '/services/analytics' },
          },
          {
            title: 'Early knowledge',
            description: 'Of new features, betas and policy changes.',
            icon: 'sparkles',
            link: { label: 'Our blog', href: '/blogs' },
          },
          {
            title: 'Transparent reporting',
            description: 'With the ad account always owned by you.',
            icon: 'shield',
            link: { label: 'Data dashboards', href: '/services/data-dashboards' },
          },
        ],
      },
    },
    {
      imageText: {
        eyebrow: 'Verify our status',
        heading: 'Check our credentials before you hire us',
        body: [
          {
            p: 'You can verify our partner status in Google’s Partners directory, where Codehome is listed by name. We are happy to share certification details for the team assigned to your account during the free consultation.',
          },
          {
            small:
              'Google, Google Ads and Google Analytics are trademarks of Google LLC. This page describes Codehome\u2019s partnership and certifications; it is not a Google page and is not endorsed by Google.',
          },
        ],
        art: {
          scene: 'ads',
          name: 'google-partner-audit',
          alt: 'An ads account dashboard: conversions by month, cost per conversion down 22% and an account audit marked complete',
        },
        imageLeft: true,
      },
    },
    {
      cta: {
        heading: 'Ready to get more from your ad budget?',
        text: 'Book a free account audit with one of our certified specialists.',
        action: { label: 'Book a free account audit', href: '/book-call' },
      },
    },
  ],

  'global-agency': [
    {
      hero: {
        eyebrow: 'Global agency',
        actions: [BOOK_CALL, OUR_WORK],
        art: {
          scene: 'handover',
          name: 'global-agency-offices',
          alt: 'The working hours of Karachi, Doha, London, New York and Toronto on one UTC timeline with their overlap marked, a handover note from Karachi and the project lead’s card',
        },
      },
    },
    {
      text: {
        eyebrow: 'How we work',
        heading: 'Global reach, one point of contact',
        body: [
          {
            p: 'Working with a global agency should not mean being passed between departments. At Codehome you get one project lead in your time zone, backed by specialists in development, design, marketing and data across **New York, London, Karachi, Doha and Toronto**.',
          },
        ],
      },
    },
    {
      stats: {
        stats: [
          ['500+', 'Clients'],
          ['5', 'Countries'],
          ['3', 'Languages: English, Arabic, Urdu'],
          ['4.9', 'Average rating'],
        ],
      },
    },
    {
      features: {
        eyebrow: 'Why a global team',
        heading: 'Why clients choose a global team',
        items: [
          {
            title: 'Round-the-clock progress',
            description: 'Work continues across time zones, so projects move faster.',
            icon: 'zap',
          },
          {
            title: 'Local market knowledge',
            description:
              'Campaigns and content tailored to the US, UK, Canada, the Gulf and South Asia.',
            icon: 'globe',
          },
          {
            title: 'Multilingual delivery',
            description: 'Websites and campaigns in English, Arabic and Urdu.',
            icon: 'share',
          },
          {
            title: 'Better value',
            description: 'Senior expertise without single-city overheads.',
            icon: 'trending-up',
          },
        ],
      },
    },
    {
      steps: {
        eyebrow: 'Process',
        heading: 'How we keep global projects on track',
        items: [
          { title: 'A discovery call', description: 'To agree goals, scope and success metrics.' },
          {
            title: 'A named project lead',
            description: 'And a shared project board you can check any time.',
          },
          {
            title: 'Weekly updates and demos',
            description: 'At a time that suits you, in your time zone.',
          },
          {
            title: 'Clear reporting after launch',
            description: 'With the numbers that matter to your business.',
          },
        ],
      },
    },
    {
      testimonials: {
        eyebrow: 'Clients on four continents',
        heading: 'More than 500 clients across five countries trust Codehome',
        picks: [3, 2, 8],
      },
    },
    {
      cta: {
        heading: 'Talk to your project lead this week',
        text: 'See our work or book a free 30-minute consultation to talk about your project.',
        action: BOOK_CALL,
      },
    },
  ],

  'digital-marketing': [
    {
      hero: {
        eyebrow: 'Digital marketing',
        actions: [{ label: 'Book a free strategy call', href: '/book-call' }, OUR_WORK],
        art: {
          scene: 'channels',
          name: 'digital-marketing-dashboard',
          alt: 'A channel mix dashboard: spend, leads and cost per lead for Google Ads, paid social, SEO, content and email, the budget split, and a funnel from 52,400 visits to 58 customers',
        },
      },
    },
    {
      text: {
        eyebrow: 'Why a connected plan',
        heading: 'Stop paying for marketing you cannot measure',
        body: [
          {
            p: 'Many businesses run ads on one platform, post on social media and send the occasional newsletter without knowing which of it actually works. We build a connected marketing plan where every channel has a job, every lead is tracked and every report shows return on investment.',
          },
        ],
      },
    },
    {
      features: {
        eyebrow: 'Services',
        heading: 'Our digital marketing services',
        items: [
          {
            title: 'SEO',
            description: 'Technical fixes, content and links for compounding organic growth.',
            icon: 'search',
            link: { label: 'SEO', href: '/services/seo' },
          },
          {
            title: 'PPC advertising',
            description: 'Google Ads and paid social built around cost per lead.',
            icon: 'target',
            link: { label: 'PPC advertising', href: '/services/ppc' },
          },
          {
            title: 'Social media marketing',
            description: 'Content, community and paid social.',
            icon: 'share',
            link: { label: 'Social media marketing', href: '/services/social-media' },
          },
          {
            title: 'Content marketing',
            description: 'Articles, guides and case studies that rank and persuade.',
            icon: 'pen',
            link: { label: 'Content marketing', href: '/services/content-marketing' },
          },
          {
            title: 'Email marketing',
            description: 'Newsletters and automations that turn subscribers into customers.',
            icon: 'mail',
            link: { label: 'Email marketing', href: '/services/email-marketing' },
          },
          {
            title: 'Influencer outreach',
            description: 'Creator partnerships with tracked results.',
            icon: 'users',
            link: { label: 'Influencer outreach', href: '/services/influencer-outreach' },
          },
        ],
      },
    },
    {
      steps: {
        eyebrow: 'Process',
        heading: 'How we plan a campaign',
        items: [
          { title: 'Audit', description: 'Your current channels, tracking and competitors.' },
          { title: 'Set goals', description: 'For leads, sales and cost per acquisition.' },
          {
            title: 'Choose channels',
            description: 'The two or three channels with the best expected return.',
          },
          { title: 'Launch and optimize', description: 'Launch, test and optimize every week.' },
          {
            title: 'Report monthly',
            description: 'In plain English, with next steps.',
          },
        ],
      },
    },
    {
      imageText: {
        eyebrow: 'Measurement',
        heading: 'Built on accurate data',
        body: [
          {
            p: 'Every engagement starts with clean [analytics](/services/analytics) and conversion tracking, so decisions are based on facts. Our team includes certified [Google Partner](/google-partner) specialists for Google Ads and Google Analytics.',
          },
        ],
        art: {
          scene: 'campaigns',
          name: 'digital-marketing-campaigns',
          alt: 'A spring campaign calendar for search ads, social and email, with a preview of each ad and its tracked results: a 7.4% click-through rate, 96 purchases from social and a 48% email open rate',
        },
        imageLeft: true,
        link: { label: 'Our Google Partner status', href: '/google-partner' },
      },
    },
    {
      testimonials: {
        eyebrow: 'Results',
        heading: 'Marketing that shows up in the numbers',
        picks: [1, 6, 9],
      },
    },
    {
      faq: {
        heading: 'Questions about working with us',
        items: [
          {
            question: 'Which channels should we start with?',
            answer:
              'The two or three with the best expected return for your goals and budget. We choose them after auditing your current channels, tracking and competitors.',
          },
          {
            question: 'How do you report results?',
            answer:
              'Monthly, in plain English, with the leads, sales and cost per acquisition each channel brought in, and the next steps we recommend.',
          },
          {
            question: 'Who owns the ad accounts and the data?',
            answer:
              'You do. Accounts, tracking and data stay in your name, and our monthly services run month to month once onboarding is complete.',
          },
        ],
      },
    },
    {
      cta: {
        heading: 'Get a marketing plan tailored to your budget',
        text: 'See the results we have delivered in our work, or book a free strategy call.',
        action: { label: 'Book a free strategy call', href: '/book-call' },
      },
    },
  ],

  'web-development': [
    {
      hero: {
        eyebrow: 'Web development',
        actions: [BOOK_CALL, OUR_WORK],
        art: {
          scene: 'components',
          name: 'web-development-build',
          alt: 'A button component’s code in an editor beside its design system of buttons, form fields, colors and type, and the phone, tablet and desktop sizes it is checked on',
        },
      },
    },
    {
      text: {
        eyebrow: 'What your website is for',
        heading: 'More than a pretty website',
        body: [
          {
            p: 'Your website should be your hardest-working salesperson. We design and build sites that load in under two seconds, rank in search, work beautifully on phones and make it effortless for visitors to contact you, book a call or buy.',
          },
        ],
      },
    },
    {
      features: {
        eyebrow: 'What we build',
        heading: 'Sites, stores and apps',
        items: [
          {
            title: 'Marketing and company websites',
            description: 'Designed and developed around your customers.',
            icon: 'layout',
            link: { label: 'Website design', href: '/services/website-design' },
          },
          {
            title: 'E-commerce storefronts',
            description: 'On Shopify, headless commerce or WordPress.',
            icon: 'shopping-cart',
            link: { label: 'Website development', href: '/services/web-development' },
          },
          {
            title: 'Progressive web apps',
            description: 'Installable and offline-ready.',
            icon: 'smartphone',
            link: { label: 'Progressive web apps', href: '/services/progressive-web-apps' },
          },
          {
            title: 'Portals, dashboards and MVPs',
            description: 'Customer portals, dashboards and MVPs for new products.',
            icon: 'rocket',
            link: { label: 'MVP development', href: '/services/mvp-development' },
          },
        ],
      },
    },
    {
      imageText: {
        eyebrow: 'Our technology',
        heading: 'Modern technology your team can manage',
        body: [
          {
            p: 'We build with **Next.js, React and TypeScript**, headless content platforms such as Sanity, and proven platforms such as WordPress and Shopify when they suit your team better. Every site is hosted in an account you own.',
          },
          {
            ul: [
              'Mobile-first, accessible design and development',
              'Core Web Vitals optimization and technical SEO',
              'A content management system and team training',
              'Analytics, forms and CRM integration',
              'A post-launch support period',
            ],
          },
        ],
        art: {
          scene: 'launch',
          name: 'web-development-launch',
          alt: 'A go-live checklist with six of seven items done, a mobile performance score of 98 with its Core Web Vitals, and the latest deployments, all ready',
        },
      },
    },
    {
      steps: {
        eyebrow: 'Process',
        heading: 'From kickoff to launch',
        items: [
          { title: 'Discovery and sitemap', duration: '1-2 weeks' },
          { title: 'Wireframes and visual design', duration: '2-3 weeks' },
          { title: 'Development with weekly demos', duration: '3-8 weeks' },
          { title: 'Testing, content migration and launch', duration: '1-2 weeks' },
        ],
      },
    },
    {
      caseStudies: {
        eyebrow: 'Our work',
        heading: 'Websites and apps we have launched',
        slugs: ['shopsmart-ecommerce', 'workflow-task-manager', 'propertyview-real-estate'],
      },
    },
    { logos: { heading: 'Trusted by growing brands' } },
    {
      cta: {
        heading: 'Get a timeline and estimate for your project',
        text: 'Browse the websites and apps in our work, then book a free consultation.',
        action: BOOK_CALL,
      },
    },
  ],
}
