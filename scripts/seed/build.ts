/**
 * Builds every document of the seed from the spec's catalogue and the sample copy, in English and
 * as Arabic translations (document-level, as @sanity/document-internationalization stores them:
 * a `language` field, the id + `__i18n_ar`, one `translation.metadata` per pair). Pure and
 * deterministic: the same inputs give the same documents, ids, keys and revisions.
 */
import { Buffer } from 'node:buffer'
import { type Artwork, avatar, illustration } from './artwork'
import { subjectIllustration, subjectPath } from './subject-art'
import { artworkManifest } from './artwork-manifest'
import { blogCover } from './blog-covers'
import { serviceArt } from './service-art'
import { portrait, wordmark } from './identity-art'
import {
  BLOG_POST_COUNT,
  BRAND,
  BUDGET_OPTIONS,
  CALCULATOR_ITEMS,
  CASE_STUDIES,
  CATEGORIES,
  CLAIMS,
  HOME_CLAIMS,
  OFFICES,
  PAGES,
  PORTFOLIO_SIZE,
  PREMIUM_SERVICES,
  PROCESS_DURATIONS,
  SERVICES,
  TESTIMONIAL_COUNT,
  TIMELINE_OPTIONS,
  WORKING_HOURS,
} from './catalogue'
import { idSegment, keyFor, sha1 } from './keys'
import { composePageSections } from './page-sections'
import { paragraphs, toPortableText } from './portable-text'
import { bookingSeed } from './booking'
import { BASE_LANGUAGE, type Language, LANGUAGES, type SeedWords, WORDS } from './words'
import { screenPath } from '../artwork/screens'
import { CONTENT_TYPES } from '../../web/content/tags'
import { translationId as documentTranslationId } from '../../web/content/document-ids'

export { BASE_LANGUAGE, LANGUAGES, type Language } from './words'

export interface SeedDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/** A fixed time so that two runs write the same file. */
const SEED_TIME = '2026-01-01T00:00:00Z'

/**
 * The types whose documents are translated, one document per language, as the Studio's
 * document-internationalization plugin keeps them: each has a `language` field, and a
 * `translation.metadata` document links a document to its translations. Other types (image
 * assets, redirects) are the same in every language and have no `language`. The same types the
 * site caches by language (web/content/tags.ts) and the Studio translates (schemas/translations.ts).
 */
export const TRANSLATABLE_TYPES = CONTENT_TYPES
const translatable = new Set<string>(TRANSLATABLE_TYPES)

/**
 * The id of the translation of the English document `id` ("service-seo__i18n_ar"); the English
 * document keeps its own id. No dots: a dotted id is private in Sanity.
 */
export const translationId = (id: string, language: Language) =>
  documentTranslationId(id, language, BASE_LANGUAGE)

/** The id of the `translation.metadata` document of the English document `id`. */
export const translationMetadataId = (id: string) => `translation-metadata-${id}`

/** The ids of the seed's documents in `language`. */
export const idsIn = (language: Language) => {
  const id = (base: string) => translationId(base, language)
  return {
    siteSettings: id('siteSettings'),
    calculatorSettings: id('calculatorSettings'),
    homePage: id('homePage'),
    category: (key: string) => id(`serviceCategory-${key}`),
    service: (slug: string) => id(`service-${slug}`),
    calculatorItem: (name: string) => id(`calculatorItem-${idSegment(name)}`),
    office: (key: string) => id(`office-${key}`),
    testimonial: (n: number) => id(`testimonial-${n}`),
    caseStudy: (slug: string) => id(`caseStudy-${slug}`),
    blogPost: (slug: string) => id(`blogPost-${slug}`),
    page: (slug: string) => id(`page-${slug}`),
  }
}

/** The English documents' ids. */
export const ids = idsIn(BASE_LANGUAGE)

const ref = (id: string) => ({ _type: 'reference' as const, _ref: id })

/** Adds `_key`s to objects of an array so the Studio can edit them. */
const keyed = <T extends object>(docId: string, field: string, items: readonly T[]) =>
  items.map((item, index) => ({ _key: keyFor(docId, field, index), ...item }))

const strings = (items: readonly string[]) => [...items]

export interface SeedResult {
  documents: SeedDocument[]
  artwork: Artwork[]
}

type Figure = { _type: 'figure'; asset: { _type: 'reference'; _ref: string }; alt: string }

/** How the documents of one language get their images. */
interface Media {
  /** An illustration the seed draws (written to public/ with the documents). */
  figure: (art: Artwork, alt: string) => Figure
  /**
   * A raster image committed under public/ by `npm run artwork`: a case study's mock-up, which has
   * the interface's words in it and so its own file in every language.
   */
  picture: (path: string, alt: string) => Figure
  /**
   * An illustration with words drawn in it, drawn in the documents' language: its own file in
   * every language (the composed pages' scenes, the Partner badge, the posts' covers, the posts'
   * and case studies' in-article compositions).
   */
  drawn: (art: Artwork, alt: string) => Figure
}

/** The `translation.metadata` document linking an English document to its translations. */
function translationMetadata(doc: SeedDocument): SeedDocument {
  // The plugin names an entry's language in `language` (its `_key` is random when it writes one).
  const reference = (language: Language) => ({
    _key: language,
    _type: 'internationalizedArrayReferenceValue',
    language,
    value: {
      _type: 'reference',
      _ref: translationId(doc._id, language),
      _weak: true,
      _strengthenOnPublish: { type: doc._type },
    },
  })
  return {
    _id: translationMetadataId(doc._id),
    _type: 'translation.metadata',
    schemaTypes: [doc._type],
    translations: LANGUAGES.map(reference),
  }
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

  /** The asset of a file the English documents use, by its path. */
  const assetAt = (path: string) => {
    const asset = assets.find((doc) => doc.path === path)
    if (!asset) throw new Error(`A translation shows ${path}, which no English document does`)
    return asset._id
  }
  const english: Media = { figure, picture, drawn: figure }
  /**
   * A translation shows the English document's images (the same files) with its own alt text,
   * except the drawings and mock-ups with words inside, which it has in its own words.
   */
  const sameImages: Media = {
    figure: (art, alt) => ({ _type: 'figure', asset: ref(assetAt(art.path)), alt }),
    picture,
    drawn: figure,
  }

  const documents: SeedDocument[] = []
  for (const language of LANGUAGES)
    documents.push(
      ...buildDocuments(WORDS[language], language === BASE_LANGUAGE ? english : sameImages),
    )
  // One `translation.metadata` per English document, naming it and its translations.
  documents.push(
    ...documents
      .filter((doc) => doc.language === BASE_LANGUAGE && translatable.has(doc._type))
      .map(translationMetadata),
  )

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

/**
 * The documents of one language: the catalogue's facts in `words`, with the images of `media`.
 * The English documents keep the ids they always had; a translation's ids, and so its `_key`s and
 * references, are those of its language (`idsIn`).
 */
function buildDocuments(words: SeedWords, media: Media): SeedDocument[] {
  const ids = idsIn(words.language)
  const { figure, picture, drawn } = media
  const documents: SeedDocument[] = []
  /**
   * The asset of the illustration in a post's or case study's text: its subject's own composition
   * in the documents' words (subject-art.ts), or the shared browser-and-phone picture.
   */
  const inArticle = (folder: 'blog' | 'work', slug: string) => (alt: string) => {
    const subject = subjectIllustration(
      subjectPath(folder, slug, words.language),
      alt,
      slug,
      words.subjectArt,
    )
    const path = `images/${folder}/${slug}-illustration.svg`
    return (subject ? drawn(subject, alt) : figure(illustration(path, alt, slug), alt)).asset._ref
  }
  /** Adds a document of a translated type, in the language of `words`. */
  const add = ({ _id, _type, ...fields }: SeedDocument) => {
    documents.push({ _id, _type, language: words.language, ...fields })
  }

  // Settings and singletons
  add({
    _id: ids.siteSettings,
    _type: 'siteSettings',
    brandName: BRAND.name,
    brandSlug: BRAND.slug,
    tagline: words.brand.tagline,
    heroMessage: words.brand.heroMessage,
    heroSubline: words.brand.heroSubline,
    description: words.site.description,
    phone: BRAND.phone,
    email: BRAND.email,
    socialLinks: keyed(
      ids.siteSettings,
      'socialLinks',
      words.site.socialLinks.map((link) => ({ _type: 'socialLink', ...link })),
    ),
    messagingLink: { _type: 'socialLink', ...words.site.messagingLink },
    promises: { ...words.promises },
    // The opening days stay as they are: schema.org day names for structured data.
    claims: { ...CLAIMS, hoursLabel: words.hoursLabel, openingDays: strings(CLAIMS.openingDays) },
    workingHours: keyed(
      ids.siteSettings,
      'workingHours',
      WORKING_HOURS.map((row) => ({
        _type: 'workingHoursRow',
        ...row,
        label: words.workingHours[row.timeZone],
      })),
    ),
    booking: bookingSeed((field, items) => keyed(ids.siteSettings, field, items)),
    contentProtection: true,
    // The privacy policy's own date is its version: each lead's consent names it.
    privacyNoticeVersion: words.pages['privacy-policy']?.updatedAt,
  })

  add({
    _id: ids.calculatorSettings,
    _type: 'calculatorSettings',
    note: words.calculatorNote,
    // The value a lead stores stays as it is; only its label is translated.
    budgetOptions: keyed(
      ids.calculatorSettings,
      'budget',
      BUDGET_OPTIONS.map((o) => ({ _type: 'option', ...o, label: words.budgetOptions[o.value] })),
    ),
    timelineOptions: keyed(
      ids.calculatorSettings,
      'timeline',
      TIMELINE_OPTIONS.map((o) => ({
        _type: 'option',
        ...o,
        label: words.timelineOptions[o.value],
      })),
    ),
  })

  // Catalogue
  CATEGORIES.forEach((category, order) => {
    add({
      _id: ids.category(category.key),
      _type: 'serviceCategory',
      title: words.categories[category.key],
      slug: { _type: 'slug', current: category.key },
      order,
      icon: category.icon,
    })
  })

  let popularRank = 0
  const orderInCategory = new Map<string, number>()
  for (const service of SERVICES) {
    const copy = words.services[service.slug]
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
    add({
      _id: id,
      _type: 'service',
      title: words.serviceTitles[service.slug],
      slug: { _type: 'slug', current: service.slug },
      ...('aliases' in service ? { aliases: strings(service.aliases) } : {}),
      category: ref(ids.category(service.category)),
      order,
      description: copy.description,
      longDescription: paragraphs(copy.longDescription).join('\n\n'),
      icon: service.icon,
      image: figure(serviceArt(service.slug), words.serviceArt[service.slug]),
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
        ? { featured: true, rank: ++popularRank, rating: 4.9, badge: words.popularBadge }
        : { featured: false, rating: 4.9, badge: words.popularBadge },
    })
  }

  CALCULATOR_ITEMS.forEach((item, order) => {
    add({
      _id: ids.calculatorItem(item.name),
      _type: 'calculatorItem',
      name: words.calculatorItems[item.name],
      // One of the schema's categories (a value, like a billing period): the site labels it.
      category: item.category,
      price: item.price,
      order,
      ...(item.service ? { service: ref(ids.service(item.service)) } : {}),
    })
  })

  OFFICES.forEach((office, order) => {
    const [lng, lat] = office.coordinates
    const { name, country, address } = words.offices[office.key]
    add({
      _id: ids.office(office.key),
      _type: 'office',
      name,
      country,
      address,
      phone: office.phone,
      location: { _type: 'geopoint', lat, lng },
      flagEmoji: office.flagEmoji,
      timeZone: office.timeZone,
      order,
    })
  })

  if (words.testimonials.length !== TESTIMONIAL_COUNT)
    throw new Error(`Expected ${TESTIMONIAL_COUNT} testimonials`)
  words.testimonials.forEach((testimonial, index) => {
    add({
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
    const copy = words.caseStudies[study.slug]
    const id = ids.caseStudy(study.slug)
    // The product itself on its devices, rendered once by `npm run artwork` in each language
    // (images/work/<slug>.webp, a translation's images/work/<language>/<slug>.webp).
    const image = picture(screenPath(study.slug, words.language), words.screens[study.slug])
    add({
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
      body: toPortableText(copy.body, id, inArticle('work', study.slug)),
    })
  })

  if (words.blogPosts.length !== BLOG_POST_COUNT)
    throw new Error(`Expected ${BLOG_POST_COUNT} blog posts`)
  for (const post of words.blogPosts) {
    const id = ids.blogPost(post.slug)
    // The post's own scene (blog-covers.ts), drawn in the documents' words: a translation's
    // cover is its own file, like the other drawings with words inside.
    const cover = blogCover(post.slug, words.blogCovers)
    if (!cover) throw new Error(`No cover for the post ${post.slug}: draw one in blog-covers.ts`)
    const image = drawn(cover.art, cover.alt)
    add({
      _id: id,
      _type: 'blogPost',
      title: post.title,
      slug: { _type: 'slug', current: post.slug },
      excerpt: post.excerpt,
      publishedAt: post.publishedAt,
      author: post.author,
      image,
      tags: strings(post.tags),
      body: toPortableText(post.body, id, inArticle('blog', post.slug)),
    })
  }

  for (const page of PAGES) {
    const copy = words.pages[page.slug]
    const id = ids.page(page.slug)
    add({
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
      ...(copy.highlights ? { highlights: strings(copy.highlights) } : {}),
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
    _key: keyFor(ids.homePage, 'sections', _type),
    _type,
    ...fields,
  })
  const homeCopy = words.home
  const sections = homeCopy.sections
  add({
    _id: ids.homePage,
    _type: 'homePage',
    sections: [
      block('homeHeroSection', {
        words: strings(words.heroWords),
        wordsLead: homeCopy.heroWordsLead,
        intro: homeCopy.heroIntro,
        links: keyed(
          ids.homePage,
          'heroLinks',
          homeCopy.heroLinks.map((link) => ({ _type: 'homeLink', ...link })),
        ),
        badge: { _type: 'homeLink', ...homeCopy.heroBadge },
        claims: keyed(
          ids.homePage,
          'claims',
          HOME_CLAIMS.map((c) => ({ _type: 'stat', ...c, label: words.homeClaims[c.label] })),
        ),
      }),
      block('contactBandSection', { heading: heading(sections.contact) }),
      block('premiumServicesSection', {
        heading: heading(sections.premium),
        cards: keyed(
          ids.homePage,
          'premiumServices',
          PREMIUM_SERVICES.map((card, index) => {
            const copy = homeCopy.premiumServices[index]!
            return {
              _type: 'premiumServiceCard',
              title: words.premiumTitles[card.service],
              service: ref(ids.service(card.service)),
              description: copy.description,
              detailedDescription: copy.detailedDescription,
              stats: keyed(
                ids.homePage,
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
          ids.homePage,
          'processSteps',
          words.processDurations.map((duration, index) => {
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
          eyebrow: words.homeHeadings.testimonialsBadge,
          title: words.homeHeadings.testimonialsHeading,
        }),
      }),
      block('valueCardsSection', {
        heading: heading(sections.values),
        cards: keyed(
          ids.homePage,
          'valueCards',
          homeCopy.valueCards.map((card) => ({ _type: 'valueCard', ...card })),
        ),
      }),
      block('portfolioSection', { heading: heading(sections.portfolio) }),
      block('popularServicesSection', {
        heading: heading({
          eyebrow: words.homeHeadings.popularBadge,
          title: words.homeHeadings.popularHeading,
        }),
      }),
      block('newsletterSection', { heading: heading(sections.newsletter) }),
      block('teamSection', {
        heading: heading(sections.team),
        members: keyed(
          ids.homePage,
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
                      `images/people/${idSegment(member.portrait ?? member.name)}-portrait.svg`,
                      `Illustrated portrait of ${member.portrait ?? member.name}`,
                    ),
                    words.teamPortrait(member.portrait ?? member.name, member.role),
                  ),
                }
              : {}),
          })),
        ),
      }),
      block('clientLogosSection', {
        heading: heading(sections.clients),
        logos: keyed(
          ids.homePage,
          'clientLogos',
          homeCopy.clientLogos.map((client) => ({
            _type: 'clientLogo',
            name: client.name,
            logo: figure(
              wordmark(`images/clients/${idSegment(client.name)}.svg`, client.name),
              words.clientLogo(client.name),
            ),
          })),
        ),
      }),
      block('trustPartnersSection', {
        heading: heading(sections.partners),
        partners: keyed(
          ids.homePage,
          'trustPartners',
          homeCopy.trustPartners.map((p) => ({ _type: 'trustPartner', ...p })),
        ),
      }),
      block('enterpriseAiSection', {
        heading: heading(sections.ai),
        points: keyed(
          ids.homePage,
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
    const sections = composePageSections(page.slug, doc._id, words.pages[page.slug], {
      figure,
      drawn,
      sectionArt: words.sectionArt,
      ids,
      documents,
      sectionCopy: words.pageSections,
    })
    if (sections) doc.sections = sections
  }
  return documents
}
