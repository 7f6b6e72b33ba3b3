/**
 * The footer sign-up's look, shared by the form (footer-newsletter-form.tsx) and the stand-in the
 * page is served with (shell/footer-newsletter.tsx), so the form's code can load later without
 * the row moving. Its words are messages/{code}/newsletter.json, which the stand-in hands to the
 * form.
 */
import type newsletter from '@/messages/en/newsletter.json'

export type NewsletterText = typeof newsletter

export const FOOTER_NEWSLETTER_LAYOUT = 'relative grid grid-cols-[minmax(0,1fr)_auto] gap-2'
export const FOOTER_INPUT_CLASS =
  'h-11 min-w-0 rounded-full border border-white/20 bg-white/10 px-4 text-sm text-white placeholder:text-slate-400 focus:border-brand-300 focus:outline-none disabled:opacity-100'
// Disabled while the box is empty (the spec): drawn as a quiet outline on the dark footer, not as
// a greyed white button, which read as a broken one (an outside review).
export const FOOTER_BUTTON_CLASS =
  'h-11 rounded-full bg-white px-5 text-sm font-semibold text-slate-950 transition-colors hover:bg-brand-100 disabled:cursor-not-allowed disabled:bg-white/5 disabled:text-slate-300 disabled:ring-1 disabled:ring-white/25 disabled:ring-inset'
