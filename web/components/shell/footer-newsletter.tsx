'use client'
/**
 * The footer's newsletter sign-up (its heading and its line are the footer's, server-rendered).
 * Its form's code (the lead hook and what it brings) is requested when the footer comes within a
 * couple of screens, or when the pointer reaches it, not with the page: most visitors never
 * scroll that far, and the page's JavaScript stays that of its own content. Until then a stand-in
 * of the same size holds the row; its controls wait, disabled. Its words are English
 * (messages/en/newsletter.json) unless the footer gives its page's language's.
 */
import { useEffect, useId, useRef, useState } from 'react'
import {
  FOOTER_BUTTON_CLASS,
  FOOTER_INPUT_CLASS,
  FOOTER_NEWSLETTER_LAYOUT,
  type NewsletterText,
} from '@/web/components/forms/footer-newsletter-styles'
import type { NewsletterNotices } from '@/web/components/forms/messages/newsletter'
import { LazyPiece } from '@/web/components/ui/lazy-piece'
import en from '@/messages/en/newsletter.json'

const loadForm = () =>
  import('@/web/components/forms/footer-newsletter-form').then(
    (module) => module.FooterNewsletterForm,
  )

function StandIn({ text }: { text: NewsletterText }) {
  const id = useId()
  return (
    <form aria-label={text.label} aria-busy="true" className={FOOTER_NEWSLETTER_LAYOUT}>
      <label htmlFor={id} className="sr-only">
        {text.emailLabel}
      </label>
      <input
        id={id}
        type="text"
        disabled
        placeholder={text.placeholder}
        className={FOOTER_INPUT_CLASS}
      />
      <button type="submit" disabled className={FOOTER_BUTTON_CLASS}>
        {text.subscribe}
      </button>
    </form>
  )
}

export function FooterNewsletter({
  text = en,
  notices,
}: {
  /** The row's words on a page not in English. */
  text?: NewsletterText
  /** The form's notices on a page not in English (web/components/forms/messages/newsletter.ts). */
  notices?: NewsletterNotices
}) {
  const box = useRef<HTMLDivElement | null>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = box.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '1200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  return (
    <div ref={box} onPointerEnter={() => setNear(true)}>
      {near ? (
        <LazyPiece
          load={loadForm}
          props={{ text, notices }}
          loading={<StandIn text={text} />}
          failed={(retry) => (
            <p role="alert" className="text-sm text-slate-300">
              {text.loadFailed}{' '}
              <button
                type="button"
                onClick={retry}
                className="text-brand-300 font-semibold underline underline-offset-4 hover:text-white"
              >
                {text.tryAgain}
              </button>
            </p>
          )}
        />
      ) : (
        <StandIn text={text} />
      )}
    </div>
  )
}
