/**
 * What the forms render with — service and urgency options, time slots and zones, form labels,
 * messages, the résumé size limit — without zod. The schemas that check a submission, and
 * supabase-js that sends it, load with `loadLeadTools` when a visitor starts filling in a form.
 */
export * from '@/supabase/functions/_shared/booking.ts'
export * from '@/supabase/functions/_shared/field-limits.ts'
export * from '@/supabase/functions/_shared/form-types.ts'
export * from '@/supabase/functions/_shared/lead-messages.ts'
export { MAX_RESUME_BYTES } from '@/supabase/functions/_shared/resume.ts'
