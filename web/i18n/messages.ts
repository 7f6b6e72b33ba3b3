import 'server-only'
/**
 * The site's interface texts in each language (messages/{code}/*.json, ICU message syntax), read on
 * the server with use-intl's translator (the core of next-intl, without its routing: the site's
 * languages are root layouts, see web/components/shell/root-document.tsx). Client components
 * carry their own namespace's English (web/i18n/shell-text.ts) and take another language's texts
 * as props, from pages in that language only: an English page carries no Arabic, and its data no
 * interface text.
 *
 * A language is an entry of core/i18n/locales.ts plus its messages files: one missing here, or a
 * file without a key English has, fails the type check (and tests/unit/messages.test.ts checks
 * both ways, with the ICU arguments of each message).
 */
import { createTranslator } from 'use-intl/core'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { switchTargets } from '@/core/i18n/routes'
import arBooking from '@/messages/ar/booking.json'
import arWork from '@/messages/ar/work.json'
import arBlog from '@/messages/ar/blog.json'
import arMachineText from '@/messages/ar/machineText.json'
import arServicesPage from '@/messages/ar/servicesPage.json'
import arService from '@/messages/ar/service.json'
import arServiceCategories from '@/messages/ar/serviceCategories.json'
import arBreadcrumbs from '@/messages/ar/breadcrumbs.json'
import arPageBlocks from '@/messages/ar/pageBlocks.json'
import arContentPages from '@/messages/ar/contentPages.json'
import arPremiumServices from '@/messages/ar/premiumServices.json'
import arOffices from '@/messages/ar/offices.json'
import arBlocks from '@/messages/ar/blocks.json'
import arCalculator from '@/messages/ar/calculator.json'
import arConsent from '@/messages/ar/consent.json'
import arContactForm from '@/messages/ar/contactForm.json'
import arContactSection from '@/messages/ar/contactSection.json'
import arCopy from '@/messages/ar/copy.json'
import arError from '@/messages/ar/error.json'
import arGone from '@/messages/ar/gone.json'
import arFooter from '@/messages/ar/footer.json'
import arFooterLinks from '@/messages/ar/footerLinks.json'
import arFormErrors from '@/messages/ar/formErrors.json'
import arLeadForm from '@/messages/ar/leadForm.json'
import arLoading from '@/messages/ar/loading.json'
import arNewsletter from '@/messages/ar/newsletter.json'
import arNewsletterNotices from '@/messages/ar/newsletterNotices.json'
import arToasts from '@/messages/ar/toasts.json'
import arNewsletterSection from '@/messages/ar/newsletterSection.json'
import arNotFound from '@/messages/ar/notFound.json'
import arShell from '@/messages/ar/shell.json'
import arSiteIndex from '@/messages/ar/siteIndex.json'
import arSwitcher from '@/messages/ar/switcher.json'
import arShareImage from '@/messages/ar/shareImage.json'
import arContactPage from '@/messages/ar/contactPage.json'
import arContactDetails from '@/messages/ar/contactDetails.json'
import arBookCallPage from '@/messages/ar/bookCallPage.json'
import arBookingConfirmation from '@/messages/ar/bookingConfirmation.json'
import arManageBooking from '@/messages/ar/manageBooking.json'
import arPayments from '@/messages/ar/payments.json'
import arPaymentForm from '@/messages/ar/paymentForm.json'
import arCareerForm from '@/messages/ar/careerForm.json'
import arPrivacyRequest from '@/messages/ar/privacyRequest.json'
import arQuoteSummary from '@/messages/ar/quoteSummary.json'
import arLinkPages from '@/messages/ar/linkPages.json'
import arOffline from '@/messages/ar/offline.json'
import enBooking from '@/messages/en/booking.json'
import enWork from '@/messages/en/work.json'
import enBlog from '@/messages/en/blog.json'
import enMachineText from '@/messages/en/machineText.json'
import enServicesPage from '@/messages/en/servicesPage.json'
import enService from '@/messages/en/service.json'
import enServiceCategories from '@/messages/en/serviceCategories.json'
import enBreadcrumbs from '@/messages/en/breadcrumbs.json'
import enPageBlocks from '@/messages/en/pageBlocks.json'
import enContentPages from '@/messages/en/contentPages.json'
import enPremiumServices from '@/messages/en/premiumServices.json'
import enOffices from '@/messages/en/offices.json'
import enBlocks from '@/messages/en/blocks.json'
import enCalculator from '@/messages/en/calculator.json'
import enConsent from '@/messages/en/consent.json'
import enContactForm from '@/messages/en/contactForm.json'
import enContactSection from '@/messages/en/contactSection.json'
import enCopy from '@/messages/en/copy.json'
import enError from '@/messages/en/error.json'
import enGone from '@/messages/en/gone.json'
import enFooter from '@/messages/en/footer.json'
import enFooterLinks from '@/messages/en/footerLinks.json'
import enFormErrors from '@/messages/en/formErrors.json'
import enLeadForm from '@/messages/en/leadForm.json'
import enLoading from '@/messages/en/loading.json'
import enNewsletter from '@/messages/en/newsletter.json'
import enNewsletterNotices from '@/messages/en/newsletterNotices.json'
import enToasts from '@/messages/en/toasts.json'
import enNewsletterSection from '@/messages/en/newsletterSection.json'
import enNotFound from '@/messages/en/notFound.json'
import enShell from '@/messages/en/shell.json'
import enSiteIndex from '@/messages/en/siteIndex.json'
import enSwitcher from '@/messages/en/switcher.json'
import enShareImage from '@/messages/en/shareImage.json'
import enContactPage from '@/messages/en/contactPage.json'
import enContactDetails from '@/messages/en/contactDetails.json'
import enBookCallPage from '@/messages/en/bookCallPage.json'
import enBookingConfirmation from '@/messages/en/bookingConfirmation.json'
import enManageBooking from '@/messages/en/manageBooking.json'
import enPayments from '@/messages/en/payments.json'
import enPaymentForm from '@/messages/en/paymentForm.json'
import enCareerForm from '@/messages/en/careerForm.json'
import enPrivacyRequest from '@/messages/en/privacyRequest.json'
import enQuoteSummary from '@/messages/en/quoteSummary.json'
import enLinkPages from '@/messages/en/linkPages.json'
import enOffline from '@/messages/en/offline.json'
import type { ShellText } from './shell-text'

/**
 * One file per language and namespace (messages/{code}/{namespace}.json), so that a client
 * component's English defaults bundle only its own namespace (./shell-text.ts).
 */
const en = {
  booking: enBooking,
  work: enWork,
  blog: enBlog,
  machineText: enMachineText,
  servicesPage: enServicesPage,
  service: enService,
  serviceCategories: enServiceCategories,
  breadcrumbs: enBreadcrumbs,
  pageBlocks: enPageBlocks,
  contentPages: enContentPages,
  premiumServices: enPremiumServices,
  offices: enOffices,
  blocks: enBlocks,
  calculator: enCalculator,
  consent: enConsent,
  contactForm: enContactForm,
  contactSection: enContactSection,
  copy: enCopy,
  error: enError,
  gone: enGone,
  footer: enFooter,
  footerLinks: enFooterLinks,
  formErrors: enFormErrors,
  leadForm: enLeadForm,
  loading: enLoading,
  newsletter: enNewsletter,
  newsletterNotices: enNewsletterNotices,
  toasts: enToasts,
  newsletterSection: enNewsletterSection,
  notFound: enNotFound,
  shell: enShell,
  siteIndex: enSiteIndex,
  switcher: enSwitcher,
  shareImage: enShareImage,
  contactPage: enContactPage,
  contactDetails: enContactDetails,
  bookCallPage: enBookCallPage,
  bookingConfirmation: enBookingConfirmation,
  manageBooking: enManageBooking,
  payments: enPayments,
  paymentForm: enPaymentForm,
  careerForm: enCareerForm,
  privacyRequest: enPrivacyRequest,
  quoteSummary: enQuoteSummary,
  linkPages: enLinkPages,
  offline: enOffline,
}

export type Messages = typeof en

export const MESSAGES: Record<Locale, Messages> = {
  en,
  ar: {
    booking: arBooking,
    work: arWork,
    blog: arBlog,
    machineText: arMachineText,
    servicesPage: arServicesPage,
    service: arService,
    serviceCategories: arServiceCategories,
    breadcrumbs: arBreadcrumbs,
    pageBlocks: arPageBlocks,
    contentPages: arContentPages,
    premiumServices: arPremiumServices,
    offices: arOffices,
    blocks: arBlocks,
    calculator: arCalculator,
    consent: arConsent,
    contactForm: arContactForm,
    contactSection: arContactSection,
    copy: arCopy,
    error: arError,
    gone: arGone,
    footer: arFooter,
    footerLinks: arFooterLinks,
    formErrors: arFormErrors,
    leadForm: arLeadForm,
    loading: arLoading,
    newsletter: arNewsletter,
    newsletterNotices: arNewsletterNotices,
    toasts: arToasts,
    newsletterSection: arNewsletterSection,
    notFound: arNotFound,
    shell: arShell,
    siteIndex: arSiteIndex,
    switcher: arSwitcher,
    shareImage: arShareImage,
    contactPage: arContactPage,
    contactDetails: arContactDetails,
    bookCallPage: arBookCallPage,
    bookingConfirmation: arBookingConfirmation,
    manageBooking: arManageBooking,
    payments: arPayments,
    paymentForm: arPaymentForm,
    careerForm: arCareerForm,
    privacyRequest: arPrivacyRequest,
    quoteSummary: arQuoteSummary,
    linkPages: arLinkPages,
    offline: arOffline,
  },
}

/**
 * The shell's texts in `locale`, as its client components take them (formatted, with the brand's
 * name). English pages pass none: the components carry English themselves (./shell-text.ts).
 */
export function shellText(locale: Locale, brand: string): ShellText {
  const t = translator(locale, 'shell')
  const keys = Object.keys(MESSAGES[locale].shell) as (keyof Messages['shell'])[]
  // Every message of the namespace, with every value any of them takes.
  return Object.fromEntries(
    keys.map((key) => [
      key,
      (t as unknown as (key: string, values: object) => string)(key, { brand }),
    ]),
  ) as ShellText
}

/**
 * Props for a client component that carries its English (it imports messages/en/*.json): those
 * `props` makes of `locale`'s messages on a page in another language, none on an English page,
 * whose data so holds no interface text (React's payload would still write an undefined prop).
 * Its messages go as written: the component fills in the values only it knows (a copied address,
 * a count) as it does in its English ones.
 */
export function translatedProps<P extends object>(
  locale: Locale,
  props: (messages: Messages) => P,
): Partial<P> {
  return locale === DEFAULT_LOCALE ? {} : props(MESSAGES[locale])
}

/** The texts of `namespace` in `locale`: `t('callNow')`, `t('homeLabel', { brand })`. */
export function translator<const N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator<Messages, N>({ locale, messages: MESSAGES[locale], namespace })
}

/**
 * The languages the switcher on a page in `locale` offers (core/i18n/routes.ts `switchTargets`),
 * each with its own name and "Read this page in …" in the page's language; none on an English
 * page while no other language is published.
 */
export function languageLinks(locale: Locale) {
  const t = translator(locale, 'switcher')
  return switchTargets(locale).map((target) => ({
    ...target,
    label: t('readIn', { language: target.name }),
  }))
}
