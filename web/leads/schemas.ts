/**
 * The forms' schemas and rules, shared with the lead function. They live in
 * supabase/functions/_shared because the Supabase CLI bundles an Edge Function from that tree
 * (imports from outside it are not reliably deployed: supabase/cli#3467); the app imports them
 * from here.
 */
export * from '@/supabase/functions/_shared/lead-schemas.ts'
export * from '@/supabase/functions/_shared/booking.ts'
export * from '@/supabase/functions/_shared/form-types.ts'
export { MAX_RESUME_BYTES, detectResumeKind } from '@/supabase/functions/_shared/resume.ts'
