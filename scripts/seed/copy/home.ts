/**
 * Original sample copy for the home page sections. Headings, claims, durations and the order of
 * the premium services live in ../catalogue.
 */
import type { HomeCopy } from '../copy-types'

export const homeCopy: HomeCopy = {
  heroWordsLead: 'Let\u2019s build your',
  heroLinks: [
    { label: 'Explore Our Services', href: '/services' },
    { label: 'Schedule a Call', href: '/book-call' },
  ],
  heroBadge: { label: 'Certified Google Partner agency', href: '/google-partner' },
  applyLabel: 'Send your resume',

  sections: {
    contact: {
      eyebrow: 'Start a project',
      title: 'Tell us about your project',
      intro:
        'Send us a few lines about your goals and a strategist replies within 24 hours with ideas, a rough budget and next steps. No obligation, no sales script.',
    },
    premium: {
      eyebrow: 'Premium services',
      title: 'Services that move the needle',
      intro:
        'Four of our most requested engagements, each with a clear scope, measurable outcomes and a fixed list of deliverables.',
    },
    process: {
      eyebrow: 'How we work',
      title: 'From first call to lasting growth',
      intro:
        'A simple, transparent process that keeps you in control: you always know what we are doing, why, and what comes next.',
    },
    values: {
      eyebrow: 'Why Codehome',
      title: 'A partner, not just a vendor',
      intro:
        'Businesses stay with us for years because we plan, build and market as one team and measure everything against your goals.',
    },
    portfolio: {
      eyebrow: 'Our work',
      title: 'Projects we are proud of',
      intro:
        'Apps, platforms and stores we designed, built and grew for clients in finance, health, retail, travel and more.',
      link: { label: 'View all case studies', href: '/our-work' },
    },
    newsletter: {
      eyebrow: 'Newsletter',
      title: 'Get growth ideas in your inbox',
      intro:
        'Join {subscribers} subscribers who get practical marketing and development tips every week. Prefer to talk? Schedule a free 30-minute consultation.',
    },
    team: {
      eyebrow: 'Our team',
      title: 'The people behind Codehome',
      intro:
        'A founder-led team of developers, designers and marketers, and we are growing. See a role that fits? Send us your resume.',
      link: { label: 'See all open positions', href: '/careers' },
    },
    clients: {
      eyebrow: 'Trusted by',
      title: 'Brands that grow with us',
      intro: 'From funded startups to established companies on four continents.',
    },
    partners: {
      eyebrow: 'Certified & reviewed',
      title: 'Partners and reviews you can check',
      intro:
        'Our certifications and independent client reviews are public. Read what others say before you talk to us.',
    },
    ai: {
      eyebrow: 'Enterprise AI',
      title: 'AI that works inside your business',
      intro:
        'We help teams put AI to work safely: automating the busywork, keeping data where it belongs and proving the return.',
    },
    finalContact: {
      eyebrow: 'Let\u2019s talk',
      title: 'Ready to scale your business online?',
      intro:
        'Tell us where you want to be in a year. We will reply within 24 hours with a plan to get there, or call us now and talk to a strategist today.',
      link: { label: 'Visit our contact page', href: '/contact' },
    },
  },

  heroIntro:
    'From high-performing websites and mobile apps to SEO, ads and automation, Codehome builds the digital engine your business needs to grow, with one team, clear reporting and no lock-in contracts.',

  // In PREMIUM_SERVICES order: Progressive Web Apps, SEO, Mobile Website Development, Voice Overs.
  premiumServices: [
    {
      description:
        'App-like experiences that install from the browser, load instantly and keep working offline, on every device, from one codebase.',
      detailedDescription:
        'Progressive web apps combine the reach of the web with the feel of a native app. Customers can install your PWA to their home screen, receive push notifications and keep using it on a weak connection, while you ship updates instantly without waiting for app store reviews. It is the fastest, most cost-effective way to put an app in your customers\u2019 hands.',
      stats: [
        { value: '<1s', label: 'Repeat load time' },
        { value: '1', label: 'Codebase for all devices' },
        { value: '100%', label: 'Offline-ready core screens' },
      ],
      features: [
        'Install to home screen on iOS, Android and desktop',
        'Offline mode with smart caching',
        'Web push notifications',
        'Search-engine friendly pages',
      ],
      deliverables: [
        'UX design for key screens',
        'Web app manifest and install experience',
        'Service worker with offline strategy',
        'Push notification setup',
        'Lighthouse performance report',
        'Deployment and handover documentation',
      ],
      color: 'violet',
    },
    {
      description:
        'SEO that turns search into a steady stream of qualified leads, with technical fixes, content and links reported in plain English.',
      detailedDescription:
        'We start every SEO engagement with a full technical audit, then build month by month: keyword strategy mapped to buyer intent, on-page optimization for your money pages, helpful content and white-hat link building. Local and international SEO are covered where they matter, and every monthly report ties rankings to traffic, leads and revenue.',
      stats: [
        { value: '+150%', label: 'Average organic traffic growth in year one' },
        { value: '4-6', label: 'Months to compounding results' },
        { value: '0', label: 'Long-term lock-in contracts' },
      ],
      features: [
        'Technical SEO audit and fixes',
        'Keyword research by buyer intent',
        'Local SEO and Google Business Profile',
        'Content and white-hat link building',
        'Monthly SEO reporting',
      ],
      deliverables: [
        'Technical SEO audit with prioritized fix list',
        'Keyword and content strategy',
        'Optimized titles, headings and meta data',
        'Schema markup for rich results',
        'Monthly backlinks and content',
        'Monthly rankings and conversions report',
      ],
      color: 'emerald',
    },
    {
      description:
        'Mobile-first websites that load fast on any phone, rank well in search and make it effortless for visitors to call, book or buy.',
      detailedDescription:
        'Most of your visitors arrive on a phone, so we design and develop for mobile first. Every site is built with modern frameworks, tuned to pass Core Web Vitals, accessible to every visitor and connected to your CRM and analytics, with a content management system your team can use from day one.',
      stats: [
        { value: '<2s', label: 'Target mobile load time' },
        { value: '90+', label: 'Lighthouse performance score' },
        { value: '+35%', label: 'Typical mobile conversion lift' },
      ],
      features: [
        'Mobile-first responsive design',
        'Core Web Vitals optimization',
        'Tap-to-call and easy booking',
        'Editable CMS and team training',
      ],
      deliverables: [
        'Sitemap and wireframes',
        'Custom responsive design',
        'Next.js or WordPress build',
        'Forms, analytics and CRM integration',
        'Technical SEO and redirects',
        'Post-launch support period',
      ],
      color: 'blue',
    },
    {
      description:
        'Professional voice overs and narration in English, Arabic and Urdu for explainers, ads, e-learning and phone systems.',
      detailedDescription:
        'A great voice makes your message credible and memorable. We cast experienced voice artists with auditions on your own script, record in treated studios and deliver edited, mastered audio that is ready to drop into your videos, courses, ads or IVR system, with commercial usage rights included.',
      stats: [
        { value: '48h', label: 'Fastest delivery' },
        { value: '3', label: 'Languages in house' },
        { value: '20+', label: 'Voice artists on our roster' },
      ],
      features: [
        'Auditions on your script',
        'Male and female voices, multiple accents',
        'Broadcast-quality studio recording',
        'Sync to video on request',
      ],
      deliverables: [
        'Voice casting shortlist',
        'Recorded and edited narration',
        'Noise removal and mastering',
        'WAV and MP3 files',
        'Pick-ups for script corrections',
      ],
      color: 'amber',
    },
  ],

  processSteps: [
    {
      title: 'Discovery & Strategy',
      description:
        'We learn your business, audience and goals, audit what you already have and agree a clear plan with scope, milestones and success metrics.',
      deliverables: [
        'Discovery workshop',
        'Audit of current channels and assets',
        'Project plan and timeline',
        'Agreed KPIs',
      ],
    },
    {
      title: 'Design & Build',
      description:
        'Our designers, developers and marketers bring the plan to life in short sprints, with regular demos so you can see progress and steer as we go.',
      deliverables: [
        'Wireframes and designs',
        'Development or campaign build',
        'Weekly progress demos',
        'Content and tracking setup',
      ],
    },
    {
      title: 'Launch & QA',
      description:
        'We test everything across devices, browsers and tracking before going live, then launch carefully and monitor closely in the first days.',
      deliverables: [
        'Cross-device and browser testing',
        'Performance and SEO checks',
        'Launch checklist',
        'Team training',
      ],
    },
    {
      title: 'Growth & Support',
      description:
        'After launch we keep improving: fixing issues fast, optimizing based on real data and reporting on the results that matter to your business.',
      deliverables: [
        'Ongoing support and maintenance',
        'Monthly performance reports',
        'Optimization roadmap',
        'Quarterly strategy reviews',
      ],
    },
  ],

  valueCards: [
    {
      title: 'One team for everything digital',
      description:
        'Development, design, marketing and data under one roof, so your website, campaigns and reporting are planned together instead of stitched together.',
      icon: 'users',
    },
    {
      title: 'Results you can measure',
      description:
        'Every project starts with clear goals and proper tracking. You see leads, sales and return on investment, not just activity reports.',
      icon: 'trending-up',
    },
    {
      title: 'Global team, local hours',
      description:
        'Offices in New York, London, Karachi, Doha and Toronto mean a contact in your time zone and projects that keep moving around the clock.',
      icon: 'globe',
    },
  ],

  team: [
    {
      name: 'Hamza Siddiqui',
      portrait: 'Hamza Siddiqui',
      role: 'Founder & CEO',
      bio: 'Hamza founded Codehome in 2020 after a decade building products and growth campaigns for startups and established brands. He leads strategy on key accounts and still reviews every major proposal himself.',
      openSlot: false,
    },
    {
      role: 'Senior Full-Stack Developer',
      bio: 'This could be you. We are looking for an experienced developer who loves Next.js and TypeScript. Send your resume to hello@codehome.example.',
      openSlot: true,
    },
    {
      role: 'SEO Specialist',
      bio: 'Help our clients win in search with technical and content SEO. If that sounds like you, send your resume to hello@codehome.example.',
      openSlot: true,
    },
    {
      role: 'Performance Marketing Manager',
      bio: 'Own paid search and paid social for clients across North America. Interested? Send your resume to hello@codehome.example.',
      openSlot: true,
    },
  ],

  clientLogos: [
    { name: 'Northwind Analytics' },
    { name: 'Bluepeak Ventures' },
    { name: 'Harborline Logistics' },
    { name: 'Verdant Health' },
    { name: 'Kestrel Financial' },
    { name: 'Lumina Retail' },
    { name: 'Oakridge Learning' },
    { name: 'Solstice Hospitality' },
  ],

  trustPartners: [
    {
      name: 'Google Partner',
      description:
        'Certified Google Partner agency with Google Ads and Google Analytics certified specialists.',
      href: '/google-partner',
    },
    {
      name: 'Clutch',
      description: 'Verified client reviews of our development, design and marketing projects.',
      href: 'https://clutch.co/profile/codehome',
    },
    {
      name: 'DesignRush',
      description: 'Listed among agencies for web design, app development and digital marketing.',
      href: 'https://www.designrush.com/agency/profile/codehome',
    },
    {
      name: 'GoodFirms',
      description: 'Independent ratings and reviews from businesses we have worked with.',
      href: 'https://www.goodfirms.co/company/codehome',
    },
  ],

  enterpriseAi: [
    {
      title: 'AI-assisted workflows',
      description:
        'We automate repetitive work such as lead qualification, ticket triage and report writing with AI steps built into your existing tools, always with a human in the loop.',
      icon: 'brain',
    },
    {
      title: 'Secure by design',
      description:
        'Your data stays in accounts you own, with access controls, audit trails and clear rules about which information AI models may and may not see.',
      icon: 'shield',
    },
    {
      title: 'Measurable impact',
      description:
        'Every AI initiative starts with a baseline and a target, such as hours saved or faster response times, so you can see the return before scaling up.',
      icon: 'line-chart',
    },
  ],
}
