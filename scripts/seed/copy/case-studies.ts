/**
 * Original sample copy for the twelve case studies of the catalogue. Clients are fictional.
 */
import type { CaseStudyCopyMap } from '../copy-types'

export const caseStudyCopy: CaseStudyCopyMap = {
  'financeflow-banking': {
    title: 'FinanceFlow Banking App',
    category: 'Fintech',
    client: 'FinanceFlow Credit Union',
    description:
      'A mobile-first banking app for a regional credit union that replaced a dated web portal, brought biometric login and instant transfers to 120,000 members and cut branch call volume by a third.',
    technologies: ['React Native', 'TypeScript', 'Node.js', 'PostgreSQL', 'AWS', 'Plaid'],
    results: [
      { value: '+64%', label: 'Monthly active members' },
      { value: '-35%', label: 'Support calls to branches' },
      { value: '4.8', label: 'Average App Store rating' },
    ],
    body: [
      {
        image: 'illustration',
        alt: 'FinanceFlow Banking App screens showing account balances, recent transactions and an instant transfer form on two smartphones',
      },
      { h2: 'The challenge' },
      {
        p: 'FinanceFlow\u2019s members were loyal, but their digital experience was not keeping up. The existing online banking portal was **desktop-only**, logged members out after two minutes and could not show pending transactions. Younger members were quietly opening accounts with app-first challengers.',
      },
      {
        p: 'The credit union needed a modern mobile app that met strict security and compliance requirements, integrated with its existing core banking system and could be maintained by a small in-house IT team.',
      },
      { h2: 'Our approach' },
      {
        p: 'We began with a two-week discovery sprint, interviewing 24 members and 8 branch staff to understand the tasks people cared about most. The answer was clear: check balances quickly, move money instantly and get help without calling the branch.',
      },
      {
        ul: [
          '**Biometric login** with Face ID and fingerprint, backed by device binding and step-up authentication for transfers',
          'A secure API layer in Node.js that wraps the legacy core banking system without modifying it',
          '**Instant transfers** between members and external accounts linked through Plaid',
          'In-app secure messaging that routes questions to the right branch team',
          'Spending insights that categorize transactions automatically',
        ],
      },
      {
        p: 'Every release went through automated security testing and an external penetration test before launch, and we worked with FinanceFlow\u2019s compliance officer from the first sprint rather than at the end.',
      },
      { h2: 'The results' },
      {
        p: 'Within six months of launch, monthly active members grew by 64%, the app held a 4.8 rating on the App Store and branch call volume fell by 35% as routine questions moved to in-app messaging.',
      },
      {
        quote:
          'Codehome treated our compliance requirements as a design input, not an obstacle. Our members finally have an app that feels as trustworthy as our branches. \u2014 Director of Digital Services, FinanceFlow Credit Union',
      },
    ],
  },

  'fitgenius-ai-trainer': {
    title: 'FitGenius AI Trainer',
    category: 'Mobile App',
    client: 'FitGenius Labs',
    description:
      'An AI-powered personal training app that adapts workouts to each user\u2019s progress, recovery and equipment, launched on iOS and Android in 14 weeks and now coaching more than 80,000 athletes.',
    technologies: ['Flutter', 'Python', 'FastAPI', 'TensorFlow Lite', 'Firebase', 'Google Cloud'],
    results: [
      { value: '+52%', label: '30-day user retention' },
      { value: '80K+', label: 'Active users in the first year' },
      { value: '3.2x', label: 'Premium subscription conversion' },
    ],
    body: [
      {
        image: 'illustration',
        alt: 'FitGenius AI Trainer with the day\u2019s activity rings, the AI coach counting squats with a form cue, a heart-rate line and a 21-day streak',
      },
      { h2: 'The challenge' },
      {
        p: 'FitGenius Labs had a team of certified coaches and a strong training methodology, but their programs lived in PDFs and spreadsheets. Users dropped off after a few weeks because plans did not adjust when life got in the way.',
      },
      {
        p: 'The founders wanted an app that behaved like a real coach: one that noticed missed sessions, sore muscles and plateaus, and changed the plan accordingly.',
      },
      { h2: 'Our approach' },
      {
        p: 'We designed an adaptive training engine with the FitGenius coaches, turning their decision rules into a model that adjusts volume and intensity based on completed workouts, self-reported recovery and wearable data.',
      },
      {
        ul: [
          'A cross-platform **Flutter** app with offline workout mode for gyms with poor signal',
          'On-device pose estimation with *TensorFlow Lite* to give real-time form feedback',
          'Apple Health and Google Fit integration for heart rate and sleep data',
          'A subscription paywall with a 7-day free trial and annual plan',
          'A coach dashboard to review flagged users and send personal messages',
        ],
      },
      { h2: 'The results' },
      {
        p: 'Thirty-day retention rose by 52% compared with the previous PDF-based program, and the adaptive plan became the number one reason users gave for upgrading. Premium conversion tripled within the first quarter after launch.',
      },
      {
        quote:
          'The app feels like it actually knows our users. Codehome translated our coaching philosophy into software without losing the human touch. \u2014 Co-founder, FitGenius Labs',
      },
      { h2: 'What\u2019s next' },
      {
        p: 'We continue to work with FitGenius on nutrition tracking and a group challenge feature, shipping a new release every two weeks.',
      },
    ],
  },

  'foodieexpress-delivery': {
    title: 'FoodieExpress Delivery Platform',
    category: 'E-commerce',
    client: 'FoodieExpress Inc.',
    description:
      'A three-sided food delivery platform with customer, restaurant and courier apps plus live order tracking, built to help a regional startup compete with national delivery giants in its home market.',
    technologies: [
      'React Native',
      'Next.js',
      'Node.js',
      'PostgreSQL',
      'Redis',
      'Google Maps Platform',
    ],
    results: [
      { value: '+210%', label: 'Orders in the first six months' },
      { value: '-28%', label: 'Average delivery time' },
      { value: '+41%', label: 'Repeat order rate' },
    ],
    body: [
      {
        image: 'illustration',
        alt: 'FoodieExpress live order tracking: the courier\u2019s route on a city map from the restaurant to the customer, the arrival time and the order',
      },
      { h2: 'The challenge' },
      {
        p: 'FoodieExpress had built a loyal following of independent restaurants by charging lower commissions than the big platforms, but its ordering experience relied on phone calls and a basic website. Couriers were dispatched over group chats, and customers had no idea when their food would arrive.',
      },
      { h2: 'Our approach' },
      {
        p: 'We designed and built three connected products on a shared backend, launching in phases so the business could keep trading throughout.',
      },
      {
        ul: [
          'A **customer app** with saved favorites, one-tap reordering and live courier tracking on a map',
          'A **restaurant tablet app** for accepting orders, updating menus and pausing items that sell out',
          'A **courier app** with smart batching, turn-by-turn navigation and proof-of-delivery photos',
        ],
      },
      {
        p: 'A dispatch service written in Node.js assigns orders based on courier location, preparation time and traffic data, while Redis keeps order status updates instant for everyone involved.',
      },
      { h2: 'The results' },
      {
        p: 'Orders more than tripled in the six months after launch. Smarter dispatching cut average delivery time by 28%, and one-tap reordering helped lift the repeat order rate by 41%.',
      },
      {
        quote:
          'We went from answering phones all night to watching orders flow in on a dashboard. Our restaurants noticed the difference in the first week. \u2014 CEO, FoodieExpress Inc.',
      },
      { h2: 'Lessons learned' },
      {
        p: 'Launching the restaurant app first, before opening the customer app to the public, gave partners time to learn the system and meant menus were complete and accurate on day one.',
      },
    ],
  },

  'medicare-patient-portal': {
    title: 'MediCare Patient Portal',
    category: 'Healthcare',
    client: 'MediCare Family Clinics',
    description:
      'A secure, accessible patient portal for a network of family clinics, bringing online booking, lab results, prescription refills and video visits together in one HIPAA-aligned experience.',
    technologies: ['Next.js', 'TypeScript', 'FHIR API', 'PostgreSQL', 'Twilio Video', 'Azure'],
    results: [
      { value: '+73%', label: 'Appointments booked online' },
      { value: '-46%', label: 'Front-desk phone volume' },
      { value: '-22%', label: 'Missed appointments' },
    ],
    body: [
      { h2: 'The challenge' },
      {
        p: 'MediCare Family Clinics operates twelve locations, and nearly every patient interaction started with a phone call. Receptionists spent hours each day booking appointments, reading out lab results and chasing prescription renewals, while patients waited on hold.',
      },
      {
        p: 'Any solution had to protect patient health information, integrate with the clinic\u2019s electronic health record and be usable by patients of every age, including those using screen readers.',
      },
      { h2: 'Our approach' },
      {
        p: 'We ran usability sessions with patients aged 22 to 81 and designed the portal around the four tasks they asked for most. Accessibility was tested to *WCAG 2.2 AA* throughout, not audited at the end.',
      },
      {
        ul: [
          'Online booking with real-time availability pulled from the EHR through a **FHIR** API',
          'Lab results with plain-language explanations approved by the clinic\u2019s physicians',
          'Prescription refill requests routed to the right provider',
          'One-click video visits, with no app download required',
          'Automated SMS and email reminders with easy rescheduling',
        ],
      },
      {
        p: 'The platform runs on Azure with encryption at rest and in transit, audit logging for every record access and role-based permissions for clinical and administrative staff.',
      },
      { h2: 'The results' },
      {
        p: 'Within a year, 73% more appointments were booked online, phone volume at the front desk dropped by almost half and automated reminders reduced missed appointments by 22%.',
      },
      {
        quote:
          'Our receptionists finally have time to look after the patients standing in front of them. The portal is the most positive change we have made in years. \u2014 Operations Director, MediCare Family Clinics',
      },
    ],
  },

  'workflow-task-manager': {
    title: 'WorkFlow Task Manager',
    category: 'SaaS',
    client: 'WorkFlow Software Ltd.',
    description:
      'A redesign and rebuild of a B2B task management SaaS that cut onboarding time in half, introduced real-time collaboration and helped the product move upmarket to teams of 200 or more.',
    technologies: ['React', 'TypeScript', 'Node.js', 'GraphQL', 'PostgreSQL', 'WebSockets'],
    results: [
      { value: '-50%', label: 'Time to first completed project' },
      { value: '+38%', label: 'Trial-to-paid conversion' },
      { value: '+27%', label: 'Average contract value' },
    ],
    body: [
      {
        image: 'illustration',
        alt: 'WorkFlow Task Manager board view with tasks grouped by status, team avatars and a live collaboration cursor',
      },
      { h2: 'The challenge' },
      {
        p: 'WorkFlow had a loyal base of small agencies, but the product struggled to win larger teams. New users found the interface crowded, real-time updates required a page refresh and enterprise buyers asked for permissions and reporting the product did not have.',
      },
      { h2: 'Our approach' },
      {
        p: 'We started with a UX audit, analytics review and 15 customer interviews, then rebuilt the front end in React with a new design system while the WorkFlow team focused on the backend roadmap.',
      },
      {
        ul: [
          'A guided onboarding flow that creates a first project from a template in under two minutes',
          '**Real-time collaboration** over WebSockets, with live cursors and instant task updates',
          'Workspace-level roles and permissions for larger organizations',
          'Workload and progress reports for team leads',
          'Keyboard shortcuts and a command palette for power users',
        ],
      },
      { h2: 'The results' },
      {
        p: 'New users now complete their first project in half the time. Trial-to-paid conversion increased by 38%, and the new permissions and reporting features helped WorkFlow close its first accounts with more than 200 seats, lifting average contract value by 27%.',
      },
      {
        quote:
          'Codehome helped us look and feel like an enterprise product without losing the simplicity our early customers loved. \u2014 Head of Product, WorkFlow Software Ltd.',
      },
    ],
  },

  'edulearn-student-app': {
    title: 'EduLearn Student App',
    category: 'EdTech',
    client: 'EduLearn Academy',
    description:
      'A student learning app with bite-sized lessons, offline video, quizzes and progress tracking for an online academy serving learners across the Middle East and South Asia on low-bandwidth connections.',
    technologies: [
      'React Native',
      'Expo',
      'Node.js',
      'MongoDB',
      'Cloudflare Stream',
      'Firebase Cloud Messaging',
    ],
    results: [
      { value: '+88%', label: 'Course completion rate' },
      { value: '150K+', label: 'Lessons completed per month' },
      { value: '-60%', label: 'Mobile data used per lesson' },
    ],
    body: [
      { h2: 'The challenge' },
      {
        p: 'EduLearn Academy\u2019s courses were popular, but most students accessed them on budget phones over mobile data. Long videos buffered constantly, progress was lost when connections dropped, and fewer than one in five students finished a course.',
      },
      { h2: 'Our approach' },
      {
        p: 'We rethought the learning experience for mobile from the ground up, working closely with EduLearn\u2019s instructional designers to break courses into five-minute lessons.',
      },
      {
        ul: [
          'Adaptive video streaming with **download-for-offline** lessons',
          'Quizzes that sync answers when the device reconnects',
          'Streaks, badges and weekly goals to build a study habit',
          'Full Arabic and Urdu localization with right-to-left layouts',
          'Parent and teacher progress reports',
        ],
      },
      {
        p: 'We reduced data usage per lesson by 60% through efficient encoding and by letting students choose a lower quality setting when on mobile data.',
      },
      { h2: 'The results' },
      {
        p: 'Course completion rates nearly doubled, and students now complete more than 150,000 lessons every month. Offline downloads account for almost half of all viewing.',
      },
      {
        quote:
          'For the first time, students in small towns get the same experience as those in big cities. That was our mission from day one. \u2014 Founder, EduLearn Academy',
      },
    ],
  },

  'shopsmart-ecommerce': {
    title: 'ShopSmart E-commerce Store',
    category: 'E-commerce',
    client: 'ShopSmart Home Goods',
    description:
      'A headless Shopify storefront for a fast-growing home goods retailer, combining a sub-second browsing experience with technical SEO, smarter search and a streamlined checkout.',
    technologies: ['Shopify Hydrogen', 'React', 'TypeScript', 'Algolia', 'Klaviyo', 'GA4'],
    results: [
      { value: '+42%', label: 'Online revenue year over year' },
      { value: '+31%', label: 'Mobile conversion rate' },
      { value: '+57%', label: 'Organic search traffic' },
    ],
    body: [
      { h2: 'The challenge' },
      {
        p: 'ShopSmart\u2019s catalog had grown to more than 4,000 products, and its theme-based store could not keep up. Pages were slow on mobile, site search returned irrelevant results and category pages competed with each other in search results.',
      },
      { h2: 'Our approach' },
      {
        p: 'We rebuilt the storefront on Shopify\u2019s headless stack while keeping Shopify as the commerce engine, so the merchandising team kept the tools they knew.',
      },
      {
        ul: [
          'A **headless storefront** with server-side rendering and edge caching',
          'Algolia-powered search with typo tolerance, synonyms and merchandising rules',
          'A technical SEO overhaul: canonical tags, faceted navigation rules and product schema',
          'A two-step checkout with express payment options',
          'Klaviyo flows for browse abandonment, cart recovery and back-in-stock alerts',
        ],
      },
      {
        p: 'We migrated every product URL with one-to-one redirects, so years of search rankings carried over to the new store without interruption.',
      },
      { h2: 'The results' },
      {
        p: 'Mobile conversion rose by 31% in the first quarter, organic search traffic grew by 57% over six months and online revenue was up 42% year over year.',
      },
      {
        quote:
          'The site is so fast now that customers mention it in reviews. And we did not lose a single ranking during the migration. \u2014 E-commerce Manager, ShopSmart Home Goods',
      },
    ],
  },

  'travelbuddy-trip-planner': {
    title: 'TravelBuddy Trip Planner',
    category: 'Mobile App',
    client: 'TravelBuddy Technologies',
    description:
      'A collaborative trip planning app that lets friends build itineraries together, split costs and access bookings offline, launched as an installable progressive web app and native apps from one codebase.',
    technologies: ['React', 'Capacitor', 'Node.js', 'Firebase', 'Mapbox', 'Stripe'],
    results: [
      { value: '+120%', label: 'Trips planned per month' },
      { value: '4.7', label: 'Average app store rating' },
      { value: '35%', label: 'Users who invite a friend' },
    ],
    body: [
      { h2: 'The challenge' },
      {
        p: 'TravelBuddy\u2019s founders saw group trips being planned in chat threads, shared spreadsheets and screenshots of booking emails. They wanted one place for the whole group, and they needed to launch on web, iOS and Android without tripling their budget.',
      },
      { h2: 'Our approach' },
      {
        p: 'We built the core as a **progressive web app** in React, then packaged it with Capacitor for the App Store and Google Play. One codebase, three channels, and instant updates on the web.',
      },
      {
        ul: [
          'Shared itineraries with real-time editing and comments',
          'Offline access to bookings, maps and tickets while traveling',
          'Expense splitting with multi-currency support and Stripe settlements',
          'Email forwarding that turns booking confirmations into itinerary items',
          'Invite links that bring friends straight into the trip',
        ],
      },
      { h2: 'The results' },
      {
        p: 'Trips planned per month more than doubled after launch. Because every trip is naturally shared, 35% of users invite at least one friend, which has made referrals the app\u2019s largest acquisition channel.',
      },
      {
        quote:
          'Going PWA-first meant we launched everywhere at once and learned from real users months earlier than we planned. \u2014 CTO, TravelBuddy Technologies',
      },
    ],
  },

  'cryptowallet-secure': {
    title: 'CryptoWallet Secure',
    category: 'Fintech',
    client: 'Vaultline Digital Assets',
    description:
      'A non-custodial crypto wallet app with hardware-grade key protection, clear transaction previews and multi-chain support, designed to make self-custody approachable for everyday investors.',
    technologies: ['Swift', 'Kotlin', 'Rust', 'TypeScript', 'WalletConnect', 'AWS'],
    results: [
      { value: '0', label: 'Security incidents since launch' },
      { value: '+95%', label: 'Wallet setup completion' },
      { value: '250K+', label: 'Wallets created' },
    ],
    body: [
      { h2: 'The challenge' },
      {
        p: 'Self-custody wallets give people full control of their assets, but most are intimidating. Vaultline\u2019s research showed that nearly half of new users abandoned wallet setup at the recovery phrase step, and many who finished could not tell what a transaction would actually do before signing it.',
      },
      { h2: 'Our approach' },
      {
        p: 'Security and usability were designed together. We built native iOS and Android apps around a shared cryptography core written in *Rust*, so the most sensitive code is written once and audited once.',
      },
      {
        ul: [
          'Private keys stored in the **Secure Enclave** and Android StrongBox where available',
          'A guided recovery phrase backup with verification and optional encrypted cloud backup',
          'Human-readable transaction previews that warn about risky approvals',
          'Multi-chain support with WalletConnect for decentralized apps',
          'Independent third-party security audits before every major release',
        ],
      },
      { h2: 'The results' },
      {
        p: 'Wallet setup completion rose to 95%, more than 250,000 wallets have been created and there have been no security incidents since launch.',
      },
      {
        quote:
          'Codehome never treated security as a checkbox. Their team pushed back when a shortcut would have put users at risk, and that is exactly the partner we needed. \u2014 Chief Security Officer, Vaultline Digital Assets',
      },
    ],
  },

  'streamlive-broadcasting': {
    title: 'StreamLive Broadcasting',
    category: 'Media',
    client: 'StreamLive Media Group',
    description:
      'A low-latency live streaming platform for sports and events broadcasters, with multi-camera switching, live chat, pay-per-view and replays that scale to tens of thousands of concurrent viewers.',
    technologies: ['Next.js', 'Go', 'WebRTC', 'HLS', 'Kubernetes', 'Stripe'],
    results: [
      { value: '<3s', label: 'Glass-to-glass latency' },
      { value: '60K', label: 'Peak concurrent viewers' },
      { value: '+85%', label: 'Pay-per-view revenue' },
    ],
    body: [
      {
        image: 'illustration',
        alt: 'StreamLive Broadcasting player showing a live match with a multi-camera selector, live chat and a viewer counter',
      },
      { h2: 'The challenge' },
      {
        p: 'StreamLive Media Group streams regional sports leagues and live events. Its previous platform lagged up to 30 seconds behind the action, so fans saw scores on social media before the goal appeared on screen, and the system struggled whenever a big match drew a crowd.',
      },
      { h2: 'Our approach' },
      {
        p: 'We designed a hybrid streaming architecture: WebRTC for ultra-low-latency viewing on supported devices, with low-latency HLS as a fallback, all running on auto-scaling Kubernetes clusters.',
      },
      {
        ul: [
          'Multi-camera angles viewers can switch between live',
          'Moderated live chat and real-time polls',
          '**Pay-per-view** and season passes with Stripe',
          'Instant replays and automatically generated highlight clips',
          'Load-tested to 100,000 simulated concurrent viewers',
        ],
      },
      { h2: 'The results' },
      {
        p: 'Latency dropped from 30 seconds to under three. The platform handled 60,000 concurrent viewers at the league final without a hitch, and pay-per-view revenue grew by 85% in the first season.',
      },
      {
        quote:
          'For the first time our viewers are watching the game at the same moment as the crowd in the stadium. That changed everything for our sponsors. \u2014 Head of Broadcast, StreamLive Media Group',
      },
    ],
  },

  'propertyview-real-estate': {
    title: 'PropertyView Real Estate Platform',
    category: 'Real Estate',
    client: 'PropertyView Realty',
    description:
      'A property search website and agent CRM for a multi-office brokerage, featuring map search, virtual tours, saved-search alerts and lead routing that gets buyers talking to an agent within minutes.',
    technologies: ['Next.js', 'TypeScript', 'Mapbox', 'Elasticsearch', 'HubSpot', 'Vercel'],
    results: [
      { value: '+64%', label: 'Qualified buyer leads' },
      { value: '5 min', label: 'Average lead response time' },
      { value: '+49%', label: 'Organic traffic to listing pages' },
    ],
    body: [
      { h2: 'The challenge' },
      {
        p: 'PropertyView Realty had great agents and a strong local reputation, but its website relied on a generic listings widget. Buyers went to national portals instead, and the leads that did arrive sat in a shared inbox for hours before anyone replied.',
      },
      { h2: 'Our approach' },
      {
        p: 'We built a fast, search-friendly property website on Next.js and connected it to a lead routing system in HubSpot, so every inquiry reaches the right agent immediately.',
      },
      {
        ul: [
          'Map-based search with draw-your-own-area and commute-time filters',
          'Listing pages with 3D virtual tours, floor plans and neighborhood data',
          'Saved searches with instant email alerts for new listings',
          '**Automatic lead routing** by area and price range, with SMS alerts to agents',
          'Neighborhood guides optimized for local SEO',
        ],
      },
      { h2: 'The results' },
      {
        p: 'Qualified buyer leads increased by 64%, average response time fell from several hours to five minutes and organic traffic to listing pages grew by 49% as neighborhood guides began ranking.',
      },
      {
        quote:
          'Our agents now get a text with a buyer\u2019s details before the buyer has closed the listing page. Speed to lead has transformed our conversion rate. \u2014 Managing Broker, PropertyView Realty',
      },
    ],
  },

  'socialsphere-networking': {
    title: 'SocialSphere Networking App',
    category: 'Social',
    client: 'SocialSphere Communities',
    description:
      'A community networking app for professionals that matches members by interests and goals, hosts events and keeps conversations safe with proactive moderation tools.',
    technologies: ['Flutter', 'Elixir', 'Phoenix', 'PostgreSQL', 'Stream Chat', 'Google Cloud'],
    results: [
      { value: '+3.4x', label: 'Meaningful connections per member' },
      { value: '+46%', label: 'Weekly active users' },
      { value: '-70%', label: 'Reported content response time' },
    ],
    body: [
      { h2: 'The challenge' },
      {
        p: 'SocialSphere Communities runs membership networks for founders and creative professionals. Members loved the in-person events, but between them the community went quiet, because the existing forum made it hard to find the right people to talk to.',
      },
      { h2: 'Our approach' },
      {
        p: 'We designed a mobile app around one question: who should I meet this week? A matching engine suggests members based on interests, goals and shared events, and every suggestion comes with a reason and a conversation starter.',
      },
      {
        ul: [
          'Weekly curated introductions based on member profiles and activity',
          'Event listings with RSVPs, waitlists and attendee lists',
          'Group and one-to-one chat built on a scalable real-time backend',
          '**Moderation tools** including automated flagging and a moderator review queue',
          'Privacy controls that let members choose who can message them',
        ],
      },
      { h2: 'The results' },
      {
        p: 'Members now make 3.4 times as many meaningful connections, which we measure as conversations with five or more messages. Weekly active users are up 46%, and moderators respond to reported content 70% faster.',
      },
      {
        quote:
          'The app turned our community from something that happened a few times a year into something members use every week. \u2014 Community Director, SocialSphere Communities',
      },
    ],
  },
}
