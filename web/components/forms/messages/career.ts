/**
 * What the career application tells visitors (not in the spec): messages/en/careerForm.json,
 * which a page in another language replaces with its own. One module per form, so a page's
 * browser code carries only its forms' words.
 */
import en from '@/messages/en/careerForm.json'
import { fill } from '@/web/i18n/fill'
import type { FormErrorsText, LeadFormText } from './common'

export type CareerWords = typeof en

export const CAREER_EN: CareerWords = en

/** The career form's words in a language: its own, the shared ones, the schema's messages. */
export interface CareerFormText {
  form: CareerWords
  common: LeadFormText
  errors: FormErrorsText
}

// Not in the spec: the career application's outcomes.
export const CAREER = {
  successTitle: en.successTitle,
  successDescription: en.successDescription,
  failureTitle: en.failureTitle,
  failureDescription: (email: string) => fill(en.failureDescription, { email }),
} as const
