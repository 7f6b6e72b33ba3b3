/**
 * Form-type labels the site's forms send, mapped to the short type a lead is stored under
 * (the spec's table). Any label not in the table is a consultation.
 */
export const SHORT_TYPES = [
  'contact',
  'consultation',
  'gmeet',
  'newsletter',
  'career',
  'calculator',
] as const

export type ShortType = (typeof SHORT_TYPES)[number]

/** The labels this site's forms send; the table below takes them and the other labels in use. */
export { FORM_LABELS } from './form-labels.ts'

const TABLE: Record<string, ShortType> = {
  'enhanced contact form': 'contact',
  contact: 'contact',
  'consultation form': 'consultation',
  consultation: 'consultation',
  'google meet booking': 'gmeet',
  'book call form': 'gmeet',
  gmeet: 'gmeet',
  'newsletter subscription': 'newsletter',
  newsletter: 'newsletter',
  'career application': 'career',
  career: 'career',
  'cost calculator': 'calculator',
  calculator: 'calculator',
}

/** The short type of a form-type label; labels are matched without regard to case or spacing. */
export function toShortType(label: unknown): ShortType {
  if (typeof label !== 'string') return 'consultation'
  const key = label.trim().replace(/\s+/g, ' ').toLowerCase()
  return Object.hasOwn(TABLE, key) ? TABLE[key]! : 'consultation'
}

/** How a short type reads in e-mails and in the admin list. */
export const SHORT_TYPE_TITLES: Record<ShortType, string> = {
  contact: 'Contact',
  consultation: 'Consultation',
  gmeet: 'Strategy session',
  newsletter: 'Newsletter',
  career: 'Career application',
  calculator: 'Cost calculator',
}
