/**
 * The forms' schemas and rules, shared with the lead function. They live in core/leads (the
 * Edge Function reaches them through the `@core/` entry of its deno.json); the app imports them
 * from here.
 */
export * from '@/core/leads/lead-schemas.ts'
export * from '@/core/booking/booking-form.ts'
export * from '@/core/leads/form-types.ts'
export { MAX_RESUME_BYTES, detectResumeKind } from '@/core/leads/resume.ts'
