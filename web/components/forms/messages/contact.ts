/**
 * What the contact form tells visitors, in the spec's exact words (texts the spec leaves
 * open are marked): messages/en/contactForm.json, which a page in another language replaces with
 * its own. One module per form, so a page's browser code carries only its forms' words.
 */
import en from '@/messages/en/contactForm.json'

export type ContactText = typeof en

export const CONTACT_EN: ContactText = en

/** The notice once a contact message is stored, in `text`'s language. */
export const contactSuccess = (text: Pick<ContactText, 'successTitle' | 'successDescription'>) => ({
  title: text.successTitle,
  description: text.successDescription,
})

/** The analytics event the spec names, sent after the contact form's message is stored. */
export const CONTACT_SUBMIT_EVENT = {
  name: 'form_submit',
  params: { form_type: 'contact' },
} as const
