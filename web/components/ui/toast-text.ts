/**
 * The names of the toasts' region and close buttons (messages/{code}/toasts.json). The English
 * ones come with the toasts' code; a page in another language hands its own to the Toaster
 * (app/ar/layout.tsx).
 */
import TOASTS_EN from '@/messages/en/toasts.json'

export type ToastText = typeof TOASTS_EN

export { TOASTS_EN }
