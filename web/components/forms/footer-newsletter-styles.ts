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
export const FOOTER_BUTTON_CLASS =
  'h-11 rounded-full bg-white px-5 text-sm font-semibold text-slate-950 transition-colors hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-70'
