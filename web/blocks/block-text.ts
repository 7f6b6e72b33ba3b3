import 'server-only'
/**
 * The words the home page's blocks write themselves (not the CMS's content), in the page's
 * language (messages/{code}/blocks.json, offices.json, premiumServices.json). Server components
 * read them with `translator`; client pieces (the carousels, the premium cards, the offices'
 * list, map and dialog) take them as props on a page not in English only (translatedProps): on
 * an English page they carry their English themselves.
 */
import type { Locale } from '@/core/i18n/locales'
import { MESSAGES, type Messages, translatedProps } from '@/web/i18n/messages'

type CarouselKind = 'testimonials' | 'values' | 'clients'

/** A carousel's controls' words (`text`) in `locale`: none on an English page. */
export const carouselProps = (locale: Locale, kind: CarouselKind) =>
  translatedProps(locale, (messages: Messages) => {
    const { previous, next, choose, show, position, pause, play } = messages.blocks[kind]
    return { text: { previous, next, choose, show, position, pause, play } }
  })

/** The popular services row's buttons' names in `locale`: none on an English page. */
export const scrollRowProps = (locale: Locale) =>
  translatedProps(locale, (messages: Messages) => ({
    text: { previous: messages.blocks.popular.previous, next: messages.blocks.popular.next },
  }))

/** The hero's rotating words' pause control's names in `locale`: none on an English page. */
export const heroWordsProps = (locale: Locale) =>
  translatedProps(locale, (messages: Messages) => ({
    toggleLabels: {
      pause: messages.blocks.hero.pauseWords,
      play: messages.blocks.hero.playWords,
    },
  }))

/** The premium services cards' words in `locale`: none on an English page. */
export const premiumServicesProps = (locale: Locale) =>
  translatedProps(locale, (messages: Messages) => ({ text: messages.premiumServices }))

/** The offices' list, map and dialog's words in `locale`: none on an English page. */
export const officesProps = (locale: Locale) =>
  translatedProps(locale, (messages: Messages) => ({ text: messages.offices }))

/**
 * A case study card's words in `locale`, on English pages too (the card, a client component, does
 * not carry its English itself): one object per page, which React's data carries once.
 */
export const caseStudyCardText = (locale: Locale) => {
  const { technologies, openImage, inNewTab } = MESSAGES[locale].blocks.portfolio
  return { technologies, openImage, inNewTab }
}
