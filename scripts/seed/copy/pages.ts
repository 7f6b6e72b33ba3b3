/**
 * Original sample copy for the company, legal and landing pages of the catalogue. Pages composed
 * from sections (about, careers, solutions, the partner page, the landing pages) have no body
 * here: their sections are in page-sections.ts, their hero's heading and introduction are these
 * (the careers page keeps its open positions here).
 */
import type { PageCopyMap } from '../copy-types'

export const pageCopy: PageCopyMap = {
  // The booking page (/book-call): the route draws its hero and form; the document holds what is
  // shown beside the form (page-sections.ts), so an editor can change it.
  'book-call': {
    title: 'Schedule a Call',
    heading: 'Schedule a Call',
    intro: 'A free 30-minute strategy session on Google Meet: tell us where you want to grow.',
    highlights: [
      'Free, with no obligation',
      '30 minutes on Google Meet',
      'A senior strategist, not a salesperson',
      'A written plan after the call',
    ],
    seoDescription:
      'Book a free 30-minute strategy session with Codehome on Google Meet, at a time that suits you in your own time zone.',
  },
  about: {
    title: 'About Codehome',
    seoTitle: 'About',
    heading: 'Where code meets home',
    intro:
      'Codehome is a digital agency of developers, designers and marketers who help ambitious businesses grow online, from the first line of code to the hundredth qualified lead.',
    seoDescription:
      'Meet Codehome: a digital agency founded in 2020 with offices in New York, London, Karachi, Doha and Toronto, trusted by 500+ clients worldwide.',
  },

  careers: {
    title: 'Careers at Codehome',
    seoTitle: 'Careers',
    heading: 'Build your career where code meets home',
    intro:
      'We are a growing team of engineers, designers and marketers across five cities. If you like solving real problems for real businesses, we would love to hear from you.',
    seoDescription:
      'Join Codehome: open roles in development, design and digital marketing across New York, London, Karachi, Doha, Toronto and remote.',
    positions: [
      {
        title: 'Senior Full-Stack Developer',
        location: 'Karachi or Remote',
        employmentType: 'Full-time',
        summary:
          'Lead the build of client web applications and progressive web apps with Next.js, TypeScript and Node.js, from architecture to deployment.',
        requirements: [
          '5+ years of professional web development experience',
          'Strong TypeScript, React and Next.js skills',
          'Experience with Node.js APIs and PostgreSQL',
          'Understanding of Core Web Vitals, accessibility and technical SEO',
          'Clear written English for client communication',
        ],
      },
      {
        title: 'SEO Specialist',
        location: 'London (Hybrid)',
        employmentType: 'Full-time',
        summary:
          'Plan and deliver technical and content SEO for a portfolio of UK, European and Middle Eastern clients, and report results in plain English.',
        requirements: [
          '3+ years of hands-on SEO experience, agency preferred',
          'Confidence with Search Console, GA4, Screaming Frog and Ahrefs or Semrush',
          'Experience with international SEO and hreflang',
          'Ability to brief writers and developers clearly',
        ],
      },
      {
        title: 'Performance Marketing Manager',
        location: 'New York (Hybrid)',
        employmentType: 'Full-time',
        summary:
          'Own paid search and paid social strategy for North American clients, manage budgets and turn campaign data into clear recommendations.',
        requirements: [
          '4+ years managing Google Ads and Meta campaigns',
          'Google Ads Search and Measurement certifications',
          'Strong spreadsheet and reporting skills',
          'Experience with conversion tracking and Google Tag Manager',
          'Comfortable presenting to clients',
        ],
      },
      {
        title: 'UI/UX Design Intern',
        location: 'Toronto or Remote',
        employmentType: 'Internship',
        summary:
          'A six-month paid internship working alongside our product designers on research, wireframes and interfaces for web and mobile clients.',
        requirements: [
          'Enrolled in or recently graduated from a design program',
          'A portfolio showing your design process, not just final screens',
          'Working knowledge of Figma',
          'Curiosity about how people use products',
        ],
      },
    ],
  },

  solutions: {
    title: 'Solutions',
    heading: 'Solutions for every stage of growth',
    intro:
      'Whether you are launching something new, trying to grow faster or drowning in manual work, we combine the right services into one plan with one team.',
    seoDescription:
      'Codehome solutions for launching, growing, branding and automating your business, combining development, marketing, design and data services.',
  },

  'google-partner': {
    title: 'Certified Google Partner Agency',
    heading: 'Codehome is a certified Google Partner',
    intro:
      'Our team holds current Google Ads and Google Analytics certifications, and our agency status reflects the results we deliver for advertisers who trust us with their budgets.',
    seoDescription:
      'Codehome is a certified Google Partner agency with Google Ads and Google Analytics certified specialists managing search, shopping and video campaigns.',
  },

  'privacy-policy': {
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    intro:
      'This policy explains what personal information Codehome collects through this website, why we collect it, how we use and protect it, and the choices and rights you have.',
    seoDescription:
      'How Codehome collects, uses, stores and protects personal information submitted through our website forms, cookies and e-mail communications.',
    updatedAt: '2026-10-01',
    body: [
      { h2: '1. Who we are' },
      {
        p: 'This website is operated by Codehome (\u201cCodehome\u201d, \u201cwe\u201d, \u201cus\u201d), a digital agency with offices in New York, London, Karachi, Doha and Toronto. Codehome is the controller of the personal information described in this policy. You can contact us about privacy at [hello@codehome.example](mailto:hello@codehome.example) or +1 (212) 555-0142.',
      },
      { h2: '2. Information we collect' },
      {
        ul: [
          '**Contact and consultation forms:** your name, e-mail address, phone number, company, country, the service you are interested in, budget, timeline, preferred meeting date, time and time zone, and any message you write',
          '**Newsletter sign-up:** your e-mail address and subscription preferences',
          '**Job applications:** your name, contact details, position, experience, location, availability, salary expectations, portfolio link, cover letter and resume file',
          '**Cost calculator:** the services you selected, the estimated total, budget range and timeline',
          '**Technical information:** the page you submitted a form from, the referring page, your browser user agent and the time of submission',
          '**Cookies and similar technologies:** as described in section 6, subject to your consent',
        ],
      },
      { h2: '3. How we use your information and our legal bases' },
      {
        ul: [
          'To respond to your inquiry, schedule consultations and prepare proposals',
          'To send you a confirmation e-mail and notify our team of your request',
          'To send the newsletter you subscribed to, until you unsubscribe',
          'To assess job applications and contact candidates',
          'To understand how our website is used and improve it, where you have consented to analytics',
          'To protect our website against spam, abuse and security threats, and to meet legal obligations',
        ],
      },
      {
        p: 'Where data protection laws such as the GDPR or UK GDPR apply, we rely on the following legal bases: taking steps at your request before entering into a contract (inquiries and consultations), your consent (newsletter, analytics and marketing cookies), our legitimate interests in running and securing our business (technical information and internal records), and compliance with legal obligations. You can withdraw consent at any time without affecting processing carried out before withdrawal.',
      },
      { h2: '4. Storage, sharing, transfers and retention' },
      {
        p: 'Form submissions are stored in a secure database and in our customer relationship management system, and are accessible only to staff who need them. We use trusted service providers for website hosting, database hosting, e-mail delivery, scheduling and analytics, who process data on our instructions under written agreements. Because our team works across the United States, United Kingdom, Canada, Pakistan and Qatar, your information may be accessed from those countries; where required, we use appropriate safeguards such as standard contractual clauses. **We do not sell your personal information.**',
      },
      {
        p: 'We keep inquiry and consultation records for up to 24 months after our last contact, unless you become a client, in which case we keep records for as long as needed for the engagement and for accounting and legal purposes. Newsletter data is kept until you unsubscribe. Job applications are kept for 12 months unless you ask us to delete them sooner.',
      },
      { h2: '5. Cookies and local storage' },
      {
        p: 'Strictly necessary cookies and browser storage keep the site working, for example to remember your cookie choice or carry a cost estimate to the booking page. Analytics and marketing cookies are set only if you choose **Accept All** in our cookie banner; choosing **Necessary Only** keeps them switched off. You can change your choice at any time with **Cookie settings** at the foot of every page.',
      },
      { h2: '6. Your rights' },
      {
        p: 'Depending on where you live, you may have the right to access, correct, delete or receive a copy of your personal information, to object to or restrict certain processing, and to withdraw consent. Residents of California and other US states with privacy laws may also request information about the categories of data we collect and how they are used. To exercise any of these rights, e-mail [hello@codehome.example](mailto:hello@codehome.example). We will respond within the time required by law, and you may also complain to your local data protection authority.',
      },
      { h2: '7. Security, children and changes' },
      {
        p: 'We use encryption in transit, access controls and regular reviews to protect your information, although no method of transmission over the internet is completely secure. Our website is intended for businesses and is not directed at children under 16. We may update this policy from time to time; the date at the top shows when it last changed.',
      },
    ],
  },

  'terms-of-service': {
    title: 'Terms of Service',
    heading: 'Terms of Service',
    intro:
      'These terms govern your use of the Codehome website, including our forms, cost calculator and booking tools. By using the website you agree to them.',
    seoDescription:
      'The terms that apply when you use the Codehome website, request a consultation, use our cost calculator or subscribe to our newsletter.',
    updatedAt: '2026-10-01',
    body: [
      { h2: '1. About these terms' },
      {
        p: 'This website is operated by Codehome. These terms apply to your use of the website only. Any services we provide to you are governed by a separate written proposal or agreement, which takes precedence over these terms if there is a conflict.',
      },
      { h2: '2. Using the website' },
      {
        ul: [
          'You may browse the website and share links to it for lawful, non-commercial purposes',
          'You must not attempt to disrupt, overload or gain unauthorized access to the website or its systems',
          'You must not submit false, misleading or unlawful information through our forms, or use them to send spam',
          'You must not scrape, copy or republish substantial parts of the website without our written permission',
        ],
      },
      { h2: '3. Information you submit' },
      {
        p: 'When you submit a contact form, booking request, job application or newsletter sign-up, you confirm that the information is accurate and that you are entitled to share it. Submitting a form does not create a contract or oblige either party to proceed. How we handle your information is explained in our [Privacy Policy](/privacy-policy).',
      },
      { h2: '4. Estimates, prices and consultations' },
      {
        p: 'Prices, package descriptions and cost-calculator results on this website are **estimates for guidance only**. They do not constitute a binding offer. The final scope, price and timeline of any project are set out in a written proposal that both parties accept. We may change prices and packages shown on the website at any time.',
      },
      {
        p: 'Free consultations are offered at our discretion and may be rescheduled if necessary. We aim to reply to inquiries within 24 hours on business days, but response times are a goal rather than a guarantee.',
      },
      { h2: '5. Intellectual property' },
      {
        p: 'The content of this website, including text, graphics, logos, case studies and code samples, belongs to Codehome or its licensors and is protected by intellectual property laws. Case studies describe work for clients and are shared for information only. Code snippets in our blog posts may be reused freely in your own projects.',
      },
      { h2: '6. Third-party links, disclaimers and liability' },
      {
        p: 'The website links to third-party sites and profiles, such as review platforms and social networks. We are not responsible for their content or privacy practices, and a link does not imply endorsement.',
      },
      {
        p: 'The website and its content are provided \u201cas is\u201d for general information. We do our best to keep it accurate and available, but we do not guarantee that it is error-free or uninterrupted. To the fullest extent permitted by law, Codehome is not liable for any indirect or consequential loss arising from your use of the website. Nothing in these terms limits liability that cannot be limited by law.',
      },
      { h2: '7. Changes, governing law and contact' },
      {
        p: 'We may update these terms from time to time, and the date at the top shows the latest version. These terms are governed by the laws of the State of New York, without affecting any mandatory consumer rights you have where you live. Questions? Contact us at [hello@codehome.example](mailto:hello@codehome.example).',
      },
    ],
  },

  'global-agency': {
    title: 'Codehome Global Agency',
    seoTitle: 'Global Agency',
    heading: 'A global digital agency with a local touch',
    intro:
      'Five offices across North America, Europe, the Middle East and South Asia, one accountable team for your website, marketing and growth.',
    seoDescription:
      'Codehome is a global digital agency with offices in New York, London, Karachi, Doha and Toronto, delivering web, mobile and marketing projects worldwide.',
  },

  'digital-marketing': {
    title: 'Codehome Digital Marketing',
    seoTitle: 'Digital Marketing',
    heading: 'Digital marketing that shows up in your revenue',
    intro:
      'SEO, paid ads, social media, content and email working together as one strategy, measured by the leads and sales they bring in.',
    seoDescription:
      'Codehome digital marketing: SEO, PPC, social media, content and email marketing campaigns measured by leads and revenue, not vanity metrics.',
  },

  'web-development': {
    title: 'Codehome Web Development',
    seoTitle: 'Web Development',
    heading: 'Websites and web apps built to perform',
    intro:
      'Fast, secure, search-friendly websites and web applications, designed around your customers and built with modern technology your team can manage.',
    seoDescription:
      'Codehome web development: custom websites, progressive web apps and web applications built with Next.js and React, optimized for speed and SEO.',
  },
}
