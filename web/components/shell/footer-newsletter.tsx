'use client'
/**
 * The footer's newsletter sign-up (its words and heading are the footer's, server-rendered). Its
 * form's code (the lead hook and what it brings) is requested when the footer comes within a
 * couple of screens, or when the pointer reaches it, not with the page: most visitors never
 * scroll that far, and the page's JavaScript stays that of its own content. Until then a stand-in
 * of the same size holds the row; its controls wait, disabled.
 */
import { useEffect, useId, useRef, useState } from 'react'
import {
  FOOTER_BUTTON_CLASS,
  FOOTER_INPUT_CLASS,
  FOOTER_NEWSLETTER_LABEL,
  FOOTER_NEWSLETTER_LAYOUT,
  FOOTER_PLACEHOLDER,
} from '@/web/components/forms/footer-newsletter-styles'
import { LazyPiece } from '@/web/components/ui/lazy-piece'

const loadForm = () =>
  import('@/web/components/forms/footer-newsletter-form').then(
    (module) => module.FooterNewsletterForm,
  )

function StandIn() {
  const id = useId()
  return (
    <form
      aria-label={FOOTER_NEWSLETTER_LABEL}
      aria-busy="true"
      className={FOOTER_NEWSLETTER_LAYOUT}
    >
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <input
        id={id}
        type="text"
        disabled
        placeholder={FOOTER_PLACEHOLDER}
        className={FOOTER_INPUT_CLASS}
      />
      <button type="submit" disabled className={FOOTER_BUTTON_CLASS}>
        Subscribe
      </button>
    </form>
  )
}

export function FooterNewsletter() {
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
          props={{}}
          loading={<StandIn />}
          failed={(retry) => (
            <p role="alert" className="text-sm text-slate-300">
              The sign-up could not be loaded.{' '}
              <button
                type="button"
                onClick={retry}
                className="text-brand-300 font-semibold underline underline-offset-4 hover:text-white"
              >
                Try again
              </button>
            </p>
          )}
        />
      ) : (
        <StandIn />
      )}
    </div>
  )
}
