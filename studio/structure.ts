import type { StructureResolver } from 'sanity/structure'
import { singletonTypes } from '../schemas'
import { singletonId, SUPPORTED_LANGUAGES } from '../schemas/translations'
import { singletonTemplateId } from './singleton-templates'

/**
 * Singletons pinned at the top, each opening its one document per language (English first),
 * created, when it does not exist yet, with its `language` (singleton-templates.ts); then the
 * collections, whose lists hold every language's documents (each shows its language badge).
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...singletonTypes.map((type) =>
        S.listItem()
          .title(type.title ?? type.name)
          .id(type.name)
          .icon(type.icon)
          .child(
            S.list()
              .title(type.title ?? type.name)
              .items(
                SUPPORTED_LANGUAGES.map((language) =>
                  S.listItem()
                    .title(language.title)
                    .id(singletonId(type.name, language.id))
                    .child(
                      S.document()
                        .schemaType(type.name)
                        .documentId(singletonId(type.name, language.id))
                        .initialValueTemplate(singletonTemplateId(type.name, language.id))
                        .title(`${type.title ?? type.name} (${language.title})`),
                    ),
                ),
              ),
          ),
      ),
      S.divider(),
      S.documentTypeListItem('serviceCategory').title('Service categories'),
      S.listItem()
        .title('Services by category')
        .child(
          S.documentTypeList('serviceCategory')
            .title('Categories')
            .child((categoryId) =>
              S.documentList()
                .title('Services')
                .schemaType('service')
                .filter('_type == "service" && category._ref == $categoryId')
                .params({ categoryId })
                .defaultOrdering([{ field: 'order', direction: 'asc' }]),
            ),
        ),
      S.documentTypeListItem('service').title('All services'),
      S.documentTypeListItem('calculatorItem').title('Calculator services'),
      S.divider(),
      S.documentTypeListItem('caseStudy').title('Case studies'),
      S.documentTypeListItem('blogPost').title('Blog posts'),
      S.documentTypeListItem('testimonial').title('Testimonials'),
      S.documentTypeListItem('office').title('Offices'),
      S.documentTypeListItem('page').title('Pages'),
      S.divider(),
      S.documentTypeListItem('redirect').title('Redirects'),
      S.documentTypeListItem('gonePath').title('Removed pages (410)'),
    ])
