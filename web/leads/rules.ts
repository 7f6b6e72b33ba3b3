/**
 * What the forms render with — service and urgency options, time slots and zones, form labels,
 * messages — without zod. The schemas that check a submission, and supabase-js that sends it,
 * load with `loadLeadTools` when a visitor starts filling in a form. The résumé's size limit is
 * imported by the career form from its own module (_shared/resume.ts): re-exported here, that
 * module's file-type sniffing came with every form's first script.
 */
export * from '@/supabase/functions/_shared/booking.ts'
export * from '@/supabase/functions/_shared/field-limits.ts'
export * from '@/supabase/functions/_shared/form-types.ts'
export * from '@/supabase/functions/_shared/lead-messages.ts'
