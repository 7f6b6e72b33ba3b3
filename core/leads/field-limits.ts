/**
 * How long the free-text fields may be (in characters, counted as the schemas count them: code
 * points). Kept apart from lead-schemas.ts so a form can show a counter without loading zod.
 */
export const FIELD_LIMITS = {
  /** Messages, project details and additional information. */
  paragraph: 5000,
  coverLetter: 10000,
} as const

/** From this share of a limit on, a field shows how many characters are left. */
export const COUNTER_FROM = 0.8
