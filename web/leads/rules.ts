/**
 * What the forms render with — service and urgency options, time slots and zones, form labels,
 * messages — without zod. The schemas that check a submission, and supabase-js that sends it,
 * load with `loadLeadTools` when a visitor starts filling in a form. The résumé's size limit is
 * imported by the career form from its own module (core/leads/resume.ts): re-exported here, that
 * module's file-type sniffing came with every form's first script.
 */
export * from '@/core/booking/booking-form.ts'
export * from '@/core/leads/field-limits.ts'
export * from '@/core/leads/form-types.ts'
export * from '@/core/leads/lead-messages.ts'
