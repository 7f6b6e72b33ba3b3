// @vitest-environment jsdom
/**
 * The newsletter sign-up sent without network (issue 44): kept on the device, and told so in the
 * page's language. On an Arabic page the footer's sign-up and the home page's section are handed
 * the shared kept-on-device notice in Arabic with their notices (form-props.ts
 * `newsletterNotices`, through translatedProps); an English page hands them nothing and the
 * notice stays the English one.
 */
import { act, createElement as h, isValidElement, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ToastOptions } from '@/web/components/ui/use-toast'
import type { CheckAndSendResult } from '@/web/leads/load-lead-tools'

const toasts: ToastOptions[] = []
let answer: () => Promise<CheckAndSendResult> = async () => ({ sent: false, kept: true })

vi.mock('@/web/components/ui/use-toast', () => ({
  toast: (options: ToastOptions) => void toasts.push(options),
}))
vi.mock('@/web/leads/load-lead-tools', () => ({
  preloadLeadTools: () => undefined,
  checkAndSend: () => answer(),
}))

const { MESSAGES } = await import('@/web/i18n/messages')
const { newsletterNotices, newsletterSectionProps } =
  await import('@/web/components/forms/form-props')
const { FooterNewsletterForm } = await import('@/web/components/forms/footer-newsletter-form')
const { NewsletterSection } = await import('@/web/components/forms/newsletter-section')
const { FooterNewsletter } = await import('@/web/components/shell/footer-newsletter')
const { SiteFooter } = await import('@/web/components/shell/site-footer')
const { KEPT_ON_DEVICE } = await import('@/web/components/forms/messages/common')

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const ar = MESSAGES.ar
const ARABIC_KEPT = {
  title: ar.leadForm.keptTitle,
  description: ar.leadForm.keptDescription,
  duration: KEPT_ON_DEVICE.durationMs,
}
const ENGLISH_KEPT = {
  title: KEPT_ON_DEVICE.title,
  description: KEPT_ON_DEVICE.description,
  duration: KEPT_ON_DEVICE.durationMs,
}

let root: Root

async function render(element: ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root.render(element))
}

/** Types an address in the sign-up and sends it (offline: the lead tools keep it). */
async function signUpOffline() {
  const input = document.querySelector<HTMLInputElement>('input[inputmode="email"]')!
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
      input,
      'sara@example.com',
    )
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(async () => {
    input.form!.requestSubmit()
  })
}

beforeEach(() => {
  window.matchMedia = () => ({ matches: true }) as MediaQueryList
  Element.prototype.scrollIntoView = () => undefined
})

afterEach(async () => {
  await act(async () => root?.unmount())
  document.body.innerHTML = ''
  toasts.length = 0
  answer = async () => ({ sent: false, kept: true })
})

describe('the newsletter sign-up sent offline', () => {
  it('the Arabic notices carry the kept-on-device notice in Arabic', () => {
    const notices = newsletterNotices(ar)
    expect(notices).toMatchObject(ar.newsletterNotices)
    expect(notices.keptTitle).toBe('تم الحفظ على هذا الجهاز')
    expect(notices.keptDescription).toMatch(/غير متصل بالإنترنت/)
  })

  it('the footer’s sign-up on an Arabic page says in Arabic that it is kept on the device', async () => {
    await render(h(FooterNewsletterForm, { text: ar.newsletter, notices: newsletterNotices(ar) }))
    await signUpOffline()
    expect(toasts).toEqual([ARABIC_KEPT])
  })

  it('the home page’s section on an Arabic page says so in Arabic too', async () => {
    await render(
      h(NewsletterSection, {
        agencyEmail: 'hello@codehome.example',
        ...newsletterSectionProps('ar'),
      }),
    )
    await signUpOffline()
    expect(toasts).toEqual([ARABIC_KEPT])
  })

  it('English pages give no new props, and the notice stays the English one', async () => {
    expect(newsletterSectionProps('en')).toEqual({})
    await render(h(FooterNewsletterForm, { text: MESSAGES.en.newsletter }))
    await signUpOffline()
    expect(toasts).toEqual([ENGLISH_KEPT])
    await act(async () => root.unmount())
    toasts.length = 0
    await render(h(NewsletterSection, { agencyEmail: 'hello@codehome.example' }))
    await signUpOffline()
    expect(toasts).toEqual([ENGLISH_KEPT])
  })

  it('the footer hands its sign-up the Arabic notices on an Arabic page, nothing on an English one', () => {
    const signUpProps = (locale: 'en' | 'ar') => {
      const tree = SiteFooter({
        locale,
        settings: { brandName: 'Codehome', brandSlug: 'codehome', phone: '', email: '' } as never,
        categories: [],
        offices: [],
        siteIndex: { pages: [] } as never,
        links: { pages: [], caseStudies: [], posts: [] } as never,
      })
      const find = (node: ReactNode): Record<string, unknown> | null => {
        if (Array.isArray(node)) {
          for (const child of node) {
            const found = find(child)
            if (found) return found
          }
          return null
        }
        if (!isValidElement(node)) return null
        const props = node.props as Record<string, unknown> & { children?: ReactNode }
        if (node.type === FooterNewsletter) return props
        return find(props.children)
      }
      return find(tree)
    }
    expect(signUpProps('ar')).toEqual({ text: ar.newsletter, notices: newsletterNotices(ar) })
    expect(signUpProps('en')).toEqual({})
  })
})
