import { privacyRequestProps } from '@/web/components/forms/form-props'
import { PrivacyRequestSection } from '@/web/components/privacy/privacy-request-section'
import { contentRoute } from './content-page'

/**
 * The privacy policy (/privacy-policy, /ar/privacy-policy): the policy document, then the form
 * that asks to see or erase one's data (web/components/privacy), in the page's language.
 */
export const privacyPolicyPage = contentRoute('privacy-policy', '/privacy-policy', ({ locale }) => (
  <PrivacyRequestSection {...privacyRequestProps(locale)} />
))
