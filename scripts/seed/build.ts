/**
 * Builds every document of the seed from the spec's catalogue and the sample copy. Pure and
 * deterministic: the same inputs give the same documents, ids, keys and revisions.
 */
import { Buffer } from 'node:buffer'
import { type Artwork, avatar, illustration } from './artwork'
import { subjectIllustration } from './subject-art'
import { artworkManifest } from './artwork-manifest'
import { BLOG_COVERS, editorial, MOTIF_DESCRIPTIONS, PALETTES, SERVICE_MOTIFS } from './editorial'
import { portrait, wordmark } from './identity-art'
import { SCREENS } from '../artwork/screens'
import {
  BLOG_POST_COUNT,
  BRAND,
  BUDGET_OPTIONS,
  CALCULATOR_ITEMS,
  CALCULATOR_NOTE,
  CASE_STUDIES,
  CATEGORIES,
  CLAIMS,
  HERO_WORDS,
  HOME_CLAIMS,
  HOME_HEADINGS,
  OFFICES,
  PAGES,
  PORTFOLIO_SIZE,
  PREMIUM_SERVICES,
  PROCESS_DURATIONS,
  PROMISES,
  SERVICES,
  TESTIMONIAL_COUNT,
  TIMELINE_OPTIONS,
  WORKING_HOURS,
} from './catalogue'
import {
  blogPosts,
  caseStudyCopy,
  homeCopy,
  pageCopy,
  serviceCopy,
  siteCopy,
  testimonials,
} from './copy'
import { idSegment, keyFor, sha1 } from './keys'
import { composePageSections } from './page-sections'
import { paragraphs, toPortableText } from './portable-text'
import { bookingSeed } from './booking'

export interface SeedDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/** A fixed time so that two runs write the same file. */
const SEED_TIME = '2026-01-01T00:00:00Z'

export const ids = {
  category: (key: string) => `serviceCategory-${key}`,
  service: (slug: string) => `service-${slug}`,
  calculatorItem: (name: string) => `calculatorItem-${idSegment(name)}`,
  office: (key: string) => `office-${key}`,
  testimonial: (n: number) => `testimonial-${n}`,
  caseStudy: (slug: string) => `caseStudy-${slug}`,
  blogPost: (slug: string) => `blogPost-${slug}`,
  page: (slug: string) => `page-${slug}`,
}

const ref = (id: string) => ({ _type: 'reference' as const, _ref: id })

/** Adds `_key`s to objects of an array so the Studio can edit them. */
const keyed = <T extends object>(docId: string, field: string, items: readonly T[]) =>
  items.map((item, index) => ({ _key: keyFor(docId, field, index), ...item }))

const strings = (items: readonly string[]) => [...items]

export interface SeedResult {
  documents: SeedDocument[]
  artwork: Artwork[]
}

export function buildSeed(): SeedResult {
  const artwork: Artwork[] = []
  const assets: SeedDocument[] = []

  /** The image asset document of a file, as Sanity describes an upload. */
  const registerAsset = (
    file: { path: string; hash: string; width: number; height: number; size: number },
    extension: 'svg' | 'webp',
  ) => {
    const assetId = `image-${file.hash}-${file.width}x${file.height}-${extension}`
    if (assets.some((asset) => asset._id === assetId)) return assetId
    // The blur placeholder `npm run artwork` recorded for these exact bytes (Sanity computes its
    // own `lqip` when the seed uploads the file to a hosted dataset).
    const record = artworkManifest[file.path]
    const lqip = record?.sha1 === file.hash ? record.lqip : undefined
    assets.push({
      _id: assetId,
      _type: 'sanity.imageAsset',
      assetId: file.hash,
      sha1hash: file.hash,
      extension,
      mimeType: extension === 'svg' ? 'image/svg+xml' : 'image/webp',
      originalFilename: file.path.split('/').pop(),
      path: file.path,
      url: `/${file.path}`,
      size: file.size,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: {
          _type: 'sanity.imageDimensions',
          width: file.width,
          height: file.height,
          aspectRatio: file.width / file.height,
        },
        ...(lqip ? { lqip } : {}),
      },
    })
    return assetId
  }

  /**
   * A raster image committed under public/ by `npm run artwork` (the case-study mock-ups); its
   * hash and size come from the manifest that run wrote.
   */
  const picture = (path: string, alt: string) => {
    const record = artworkManifest[path]
    if (!record?.width || !record.height)
      throw new Error(`${path} is not in scripts/seed/artwork-manifest.json: run npm run artwork`)
    const assetId = registerAsset(
      { path, hash: record.sha1, width: record.width, height: record.height, size: record.size },
      'webp',
    )
    return { _type: 'figure' as const, asset: ref(assetId), alt }
  }

  /** Registers an illustration and returns the image field value referring to it. */
  const figure = (art: Artwork, alt: string) => {
    const hash = sha1(art.svg)
    const assetId = `image-${hash}-${art.width}x${art.height}-svg`
    if (!assets.some((asset) => asset._id === assetId)) {
      artwork.push(art)
      registerAsset(
        {
          path: art.path,
          hash,
          width: art.width,
          height: art.height,
          size: Buffer.byteLength(art.svg),
        },
        'svg',
      )
    }
    return { _type: 'figure' as const, asset: ref(assetId), alt }
  }

  const documents: SeedDocument[] = []

  // Settings and singletons
  documents.push({
    _id: 'siteSettings',
    _type: 'siteSettings',
    brandName: BRAND.name,
    brandSlug: BRAND.slug,
    tagline: BRAND.tagline,
    heroMessage: BRAND.heroMessage,
    heroSubline: BRAND.heroSubline,
    description: siteCopy.description,
    phone: BRAND.phone,
    email: BRAND.email,
    socialLinks: keyed(
      'siteSettings',
      'socialLinks',
      siteCopy.socialLinks.map((link) => ({ _type: 'socialLink', ...link })),
    ),
    messagingLink: { _type: 'socialLink', ...siteCopy.messagingLink },
    promises: { ...PROMISES },
    claims: { ...CLAIMS, openingDays: strings(CLAIMS.openingDays) },
    workingHours: keyed(
      'siteSettings',
      'workingHours',
      WORKING_HOURS.map((row) => ({ _type: 'workingHoursRow', ...row })),
    ),
    booking: bookingSeed((field, items) => keyed('siteSettings', field, items)),
    contentProtection: true,
    // The privacy policy's own date is its version: each lead's consent names it.
    privacyNoticeVersion: pageCopy['privacy-policy']?.updatedAt,
  })

  documents.push({
    _id: 'calculatorSettings',
    _type: 'calculatorSettings',
    note: CALCULATOR_NOTE,
    budgetOptions: keyed(
      'calculatorSettings',
      'budget',
      BUDGET_OPTIONS.map((o) => ({ _type: 'option', ...o })),
    ),
    timelineOptions: keyed(
      'calculatorSettings',
      'timeline',
      TIMELINE_OPTIONS.map((o) => ({ _type: 'option', ...o })),
    ),
  })

  // Catalogue
  CATEGORIES.forEach((category, order) => {
    documents.push({
      _id: ids.category(category.key),
      _type: 'serviceCategory',
      title: category.title,
      slug: { _type: 'slug', current: category.key },
      order,
      icon: category.icon,
    })
  })

  let popularRank = 0
  const orderInCategory = new Map<string, number>()
  for (const service of SERVICES) {
    const copy = serviceCopy[service.slug]
    const id = ids.service(service.slug)
    const order = orderInCategory.get(service.category) ?? 0
    orderInCategory.set(service.category, order + 1)
    const category = CATEGORIES.find((c) => c.key === service.category)!
    const priced = 'prices' in service
    if (priced !== Boolean(copy.packages)) {
      throw new Error(
        `Sample copy for ${service.slug} must have packages exactly when the catalogue prices it`,
      )
    }
    documents.push({
      _id: id,
      _type: 'service',
      title: service.title,
      slug: { _type: 'slug', current: service.slug },
      ...('aliases' in service ? { aliases: strings(service.aliases) } : {}),
      category: ref(ids.category(service.category)),
      order,
      description: copy.description,
      longDescription: paragraphs(copy.longDescription).join('\n\n'),
      icon: service.icon,
      image: (() => {
        const motif = SERVICE_MOTIFS[service.icon] ?? 'layout'
        return figure(
          editorial(`images/services/${service.slug}.svg`, motif, {
            palette: PALETTES[order % PALETTES.length]!,
            layout: order,
            label: MOTIF_DESCRIPTIONS[motif],
          }),
          MOTIF_DESCRIPTIONS[motif],
        )
      })(),
      features: strings(copy.features),
      packages: priced
        ? keyed(
            id,
            'packages',
            copy.packages!.map((pkg, index) => ({
              _type: 'package',
              name: pkg.name,
              price: service.prices[index],
              billingPeriod: service.billing[index],
              description: pkg.description,
              features: strings(pkg.features),
              popular: index === 1,
            })),
          )
        : [],
      faq: keyed(
        id,
        'faq',
        copy.faq.map((item) => ({ _type: 'faqItem', ...item })),
      ),
      popularCard: priced
        ? { featured: true, rank: ++popularRank, rating: 4.9, badge: 'Trending' }
        : { featured: false, rating: 4.9, badge: 'Trending' },
    })
  }

  CALCULATOR_ITEMS.forEach((item, order) => {
    documents.push({
      _id: ids.calculatorItem(item.name),
      _type: 'calculatorItem',
      name: item.name,
      category: item.category,
      price: item.price,
      order,
      ...(item.service ? { service: ref(ids.service(item.service)) } : {}),
    })
  })

  OFFICES.forEach((office, order) => {
    const [lng, lat] = office.coordinates
    documents.push({
      _id: ids.office(office.key),
      _type: 'office',
      name: office.name,
      country: office.country,
      address: office.address,
      phone: office.phone,
      location: { _type: 'geopoint', lat, lng },
      flagEmoji: office.flagEmoji,
      timeZone: office.timeZone,
      order,
    })
  })

  if (testimonials.length !== TESTIMONIAL_COUNT)
    throw new Error(`Expected ${TESTIMONIAL_COUNT} testimonials`)
  testimonials.forEach((testimonial, index) => {
    documents.push({
      _id: ids.testimonial(index + 1),
      _type: 'testimonial',
      ...testimonial,
      rating: 5,
      image: figure(
        avatar(`images/people/${idSegment(testimonial.name)}.svg`, testimonial.name),
        testimonial.name,
      ),
      order: index,
    })
  })

  CASE_STUDIES.forEach((study, order) => {
    const copy = caseStudyCopy[study.slug]
    const id = ids.caseStudy(study.slug)
    // The product itself on its devices, rendered once by `npm run artwork`.
    const image = picture(`images/work/${study.slug}.webp`, SCREENS[study.slug]!().alt)
    documents.push({
      _id: id,
      _type: 'caseStudy',
      title: copy.title,
      slug: { _type: 'slug', current: study.slug },
      aliases: strings(study.aliases),
      category: copy.category,
      client: copy.client,
      description: copy.description,
      image,
      technologies: strings(copy.technologies),
      results: keyed(
        id,
        'results',
        copy.results.map((r) => ({ _type: 'stat', ...r })),
      ),
      featured: order < PORTFOLIO_SIZE,
      order,
      body: toPortableText(
        copy.body,
        id,
        (alt) =>
          figure(
            subjectIllustration(`images/work/${study.slug}-illustration.svg`, alt, study.slug) ??
              illustration(`images/work/${study.slug}-illustration.svg`, alt, study.slug),
            alt,
          ).asset._ref,
      ),
    })
  })

  if (blogPosts.length !== BLOG_POST_COUNT)
    throw new Error(`Expected ${BLOG_POST_COUNT} blog posts`)
  for (const post of blogPosts) {
    const id = ids.blogPost(post.slug)
    const cover = BLOG_COVERS[post.slug] ?? { motif: 'chart' as const, palette: 0 }
    const image = figure(
      editorial(`images/blog/${post.slug}.svg`, cover.motif, {
        palette: PALETTES[cover.palette % PALETTES.length]!,
        layout: cover.palette + 1,
        label: MOTIF_DESCRIPTIONS[cover.motif],
      }),
      MOTIF_DESCRIPTIONS[cover.motif],
    )
    documents.push({
      _id: id,
      _type: 'blogPost',
      title: post.title,
      slug: { _type: 'slug', current: post.slug },
      excerpt: post.excerpt,
      publishedAt: post.publishedAt,
      author: post.author,
      image,
      tags: strings(post.tags),
      body: toPortableText(
        post.body,
        id,
        (alt) =>
          figure(
            subjectIllustration(`images/blog/${post.slug}-illustration.svg`, alt, post.slug) ??
              illustration(`images/blog/${post.slug}-illustration.svg`, alt, post.slug),
            alt,
          ).asset._ref,
      ),
    })
  }

  for (const page of PAGES) {
    const copy = pageCopy[page.slug]
    const id = ids.page(page.slug)
    documents.push({
      _id: id,
      _type: 'page',
      title: copy.title,
      kind: page.kind,
      slug: { _type: 'slug', current: page.slug },
      // Composed pages get their sections below (their hero holds the heading and introduction).
      ...(copy.body
        ? {
            heading: copy.heading,
            intro: copy.intro,
            body: toPortableText(
              copy.body,
              id,
              (alt) =>
                figure(illustration(`images/pages/${page.slug}.svg`, alt, page.slug), alt).asset
                  ._ref,
            ),
          }
        : {}),
      ...(copy.positions
        ? {
            positions: keyed(
              id,
              'positions',
              copy.positions.map((p) => ({
                _type: 'jobPosition',
                ...p,
                requirements: strings(p.requirements),
              })),
            ),
          }
        : {}),
      ...(copy.updatedAt ? { updatedAt: copy.updatedAt } : {}),
      seo: { _type: 'seo', title: copy.seoTitle ?? copy.title, description: copy.seoDescription },
    })
  }

  // The home page: its blocks in the spec's order (web/blocks/registry.ts names the kinds), each
  // keyed by its kind so that a reordered seed keeps the keys editors' links point at.
  const heading = (copy: {
    eyebrow?: string
    title: string
    intro?: string
    link?: { label: string; href: string }
  }) => ({
    _type: 'sectionHeading',
    ...copy,
    ...(copy.link ? { link: { _type: 'homeLink', ...copy.link } } : {}),
  })
  const block = (_type: string, fields: Record<string, unknown> = {}) => ({
    _key: keyFor('homePage', 'sections', _type),
    _type,
    ...fields,
  })
  const sections = homeCopy.sections
  documents.push({
    _id: 'homePage',
    _type: 'homePage',
    sections: [
      block('homeHeroSection', {
        words: strings(HERO_WORDS),
        wordsLead: homeCopy.heroWordsLead,
        intro: homeCopy.heroIntro,
        links: keyed(
          'homePage',
          'heroLinks',
          homeCopy.heroLinks.map((link) => ({ _type: 'homeLink', ...link })),
        ),
        badge: { _type: 'homeLink', ...homeCopy.heroBadge },
        claims: keyed(
          'homePage',
          'claims',
          HOME_CLAIMS.map((c) => ({ _type: 'stat', ...c })),
        ),
      }),
      block('contactBandSection', { heading: heading(sections.contact) }),
      block('premiumServicesSection', {
        heading: heading(sections.premium),
        cards: keyed(
          'homePage',
          'premiumServices',
          PREMIUM_SERVICES.map((card, index) => {
            const copy = homeCopy.premiumServices[index]!
            return {
              _type: 'premiumServiceCard',
              title: card.title,
              service: ref(ids.service(card.service)),
              description: copy.description,
              detailedDescription: copy.detailedDescription,
              stats: keyed(
                'homePage',
                `premium${index}stats`,
                copy.stats.map((s) => ({ _type: 'stat', ...s })),
              ),
              features: strings(copy.features),
              deliverables: strings(copy.deliverables),
              color: copy.color,
            }
          }),
        ),
      }),
      block('workProcessSection', {
        heading: heading(sections.process),
        steps: keyed(
          'homePage',
          'processSteps',
          PROCESS_DURATIONS.map((duration, index) => {
            const copy = homeCopy.processSteps[index]!
            return {
              _type: 'processStep',
              step: index + 1,
              title: copy.title,
              description: copy.description,
              duration,
              deliverables: strings(copy.deliverables),
            }
          }),
        ),
      }),
      block('testimonialCarouselSection', {
        heading: heading({
          eyebrow: HOME_HEADINGS.testimonialsBadge,
          title: HOME_HEADINGS.testimonialsHeading,
        }),
      }),
      block('valueCardsSection', {
        heading: heading(sections.values),
        cards: keyed(
          'homePage',
          'valueCards',
          homeCopy.valueCards.map((card) => ({ _type: 'valueCard', ...card })),
        ),
      }),
      block('portfolioSection', { heading: heading(sections.portfolio) }),
      block('popularServicesSection', {
        heading: heading({
          eyebrow: HOME_HEADINGS.popularBadge,
          title: HOME_HEADINGS.popularHeading,
        }),
      }),
      block('newsletterSection', { heading: heading(sections.newsletter) }),
      block('teamSection', {
        heading: heading(sections.team),
        members: keyed(
          'homePage',
          'team',
          homeCopy.team.map((member) => ({
            _type: 'teamMember',
            openSlot: member.openSlot,
            ...(member.name ? { name: member.name } : {}),
            role: member.role,
            bio: member.bio,
            ...(member.openSlot ? { applyLabel: homeCopy.applyLabel } : {}),
            ...(member.name
              ? {
                  image: figure(
                    portrait(
                      `images/people/${idSegment(member.name)}-portrait.svg`,
                      `Illustrated portrait of ${member.name}`,
                    ),
                    `Illustrated portrait of ${member.name}, ${member.role}`,
                  ),
                }
              : {}),
          })),
        ),
      }),
      block('clientLogosSection', {
        heading: heading(sections.clients),
        logos: keyed(
          'homePage',
          'clientLogos',
          homeCopy.clientLogos.map((client) => ({
            _type: 'clientLogo',
            name: client.name,
            logo: figure(
              wordmark(`images/clients/${idSegment(client.name)}.svg`, client.name),
              `${client.name} logo`,
            ),
          })),
        ),
      }),
      block('trustPartnersSection', {
        heading: heading(sections.partners),
        partners: keyed(
          'homePage',
          'trustPartners',
          homeCopy.trustPartners.map((p) => ({ _type: 'trustPartner', ...p })),
        ),
      }),
      block('enterpriseAiSection', {
        heading: heading(sections.ai),
        points: keyed(
          'homePage',
          'enterpriseAi',
          homeCopy.enterpriseAi.map((p) => ({ _type: 'aiPoint', ...p })),
        ),
      }),
      block('officesSection'),
      block('finalContactSection', { heading: heading(sections.finalContact) }),
    ],
  })

  // The composed pages' sections, once the documents they show (client logos) exist.
  for (const page of PAGES) {
    const doc = documents.find((d) => d._id === ids.page(page.slug))!
    const sections = composePageSections(page.slug, doc._id, pageCopy[page.slug], {
      figure,
      ids,
      documents,
    })
    if (sections) doc.sections = sections
  }

  const all = [...assets, ...documents].map((doc) => ({
    ...doc,
    _createdAt: SEED_TIME,
    _updatedAt: SEED_TIME,
    _rev: sha1(JSON.stringify(doc)).slice(0, 22),
  }))
  all.sort((a, b) => a._id.localeCompare(b._id))
  return { documents: all, artwork }
}

/** Sanity's NDJSON export format: one document per line. */
export const toNdjson = (documents: readonly SeedDocument[]) =>
  documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n'
