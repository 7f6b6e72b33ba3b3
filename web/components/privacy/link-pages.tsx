/**
 * What each privacy link shows: the newsletter's confirmation and unsubscribe, and a privacy
 * request's confirmation. The link's GET shows what it would do; the button does it (a server
 * action that checks the token again), and the page then shows the new state.
 *
 * In the page's language (`locale`, messages/{code}/linkPages.json): its words, the date in that
 * language, the address kept left to right on a right-to-left page, and the button sending the
 * visitor back to the page in that language.
 */
import { createElement, Fragment, type ReactNode } from 'react'
import { DEFAULT_LOCALE, type Locale, ltrRun } from '@/core/i18n/locales'
import { messageParts } from '@/web/components/payments/message-parts'
import { buttonClass } from '@/web/components/ui/button'
import Link from '@/web/components/ui/link'
import { MESSAGES, translator } from '@/web/i18n/messages'
import { confirmNewsletter, confirmRequest, unsubscribeNewsletter } from '@/web/privacy/actions'
import type { SubscriptionState } from '@/web/privacy/service'
import type { PrivacyRequest } from '@/core/privacy/requests.ts'
import { PrivacyOutcome } from './privacy-outcome'
import { formatMoment } from '@/core/format/format'

type Translate = ReturnType<typeof translator<'linkPages'>>

/**
 * A message with its values in place, as the text nodes the JSX these pages were first written in
 * made, so that an English page's markup stays as it was. The value named `spaced` was written
 * between `{' '}`s there: the spaces beside it are text nodes of their own.
 */
function Sentence({
  text,
  values,
  spaced,
}: {
  text: string
  values: Readonly<Record<string, ReactNode>>
  spaced?: string
}) {
  const node = spaced === undefined ? undefined : values[spaced]
  const parts: ReactNode[] = []
  for (const part of messageParts(text, values)) {
    const last = parts.at(-1)
    if (node !== undefined && part === node && typeof last === 'string' && last.endsWith(' ')) {
      parts.splice(-1, 1, last.slice(0, -1), ' ')
      parts.push(part)
    } else if (
      node !== undefined &&
      last === node &&
      typeof part === 'string' &&
      part.startsWith(' ')
    ) {
      parts.push(' ', part.slice(1))
    } else {
      parts.push(part)
    }
  }
  return createElement(Fragment, null, ...parts.filter((part) => part !== ''))
}

function Address({ email, locale }: { email: string; locale: Locale }) {
  return (
    <strong className="font-semibold break-all text-slate-900" {...ltrRun(locale)}>
      {email}
    </strong>
  )
}

const home = (t: Translate) => (
  <Link href="/" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
    {t('backHome')}
  </Link>
)

/**
 * A privacy action bound to its token, and to the page's language on a page in another one (an
 * English page's form carries what it always did).
 */
const bound = <A extends (token: unknown, locale?: unknown) => Promise<void>>(
  action: A,
  token: string,
  locale: Locale,
) => (locale === DEFAULT_LOCALE ? action.bind(null, token) : action.bind(null, token, locale))

export function NewsletterConfirm({
  token,
  email,
  brand,
  state,
  locale = DEFAULT_LOCALE,
}: {
  token: string
  email: string
  brand: string
  state: SubscriptionState
  locale?: Locale
}) {
  const t = translator(locale, 'linkPages')
  const words = MESSAGES[locale].linkPages
  const values = { email: <Address email={email} locale={locale} />, brand }
  if (state === 'confirmed') {
    return (
      <PrivacyOutcome
        look="done"
        state="confirmed"
        eyebrow={t('newsletter')}
        title={t('subscribedTitle')}
        text={
          <p>
            <Sentence text={words.subscribedText} values={values} />
          </p>
        }
      >
        {home(t)}
      </PrivacyOutcome>
    )
  }
  if (state === 'none') {
    return (
      <PrivacyOutcome
        look="gone"
        state="none"
        eyebrow={t('newsletter')}
        title={t('nothingToConfirmTitle')}
        text={
          <p>
            <Sentence text={words.nothingToConfirmText} values={values} />
          </p>
        }
      >
        {home(t)}
      </PrivacyOutcome>
    )
  }
  return (
    <PrivacyOutcome
      look="ask"
      state="pending"
      eyebrow={t('newsletter')}
      title={t('confirmTitle')}
      text={
        <p>
          <Sentence text={words.confirmText} values={values} />
        </p>
      }
    >
      <form action={bound(confirmNewsletter, token, locale)}>
        <button type="submit" className={buttonClass({ size: 'lg' })}>
          {t('confirmButton')}
        </button>
      </form>
    </PrivacyOutcome>
  )
}

export function NewsletterUnsubscribe({
  token,
  email,
  brand,
  state,
  locale = DEFAULT_LOCALE,
}: {
  token: string
  email: string
  brand: string
  state: SubscriptionState
  locale?: Locale
}) {
  const t = translator(locale, 'linkPages')
  const words = MESSAGES[locale].linkPages
  const values = { email: <Address email={email} locale={locale} />, brand }
  if (state === 'none') {
    return (
      <PrivacyOutcome
        look="done"
        state="unsubscribed"
        eyebrow={t('newsletter')}
        title={t('unsubscribedTitle')}
        text={
          <p>
            <Sentence text={words.unsubscribedText} values={values} />
          </p>
        }
      >
        {home(t)}
      </PrivacyOutcome>
    )
  }
  return (
    <PrivacyOutcome
      look="ask"
      state="subscribed"
      eyebrow={t('newsletter')}
      title={t('unsubscribeTitle')}
      text={
        <p>
          <Sentence text={words.unsubscribeText} values={values} />
        </p>
      }
    >
      <form action={bound(unsubscribeNewsletter, token, locale)}>
        <button type="submit" className={buttonClass({ size: 'lg' })}>
          {t('unsubscribeButton')}
        </button>
      </form>
    </PrivacyOutcome>
  )
}

export function PrivacyRequestConfirm({
  token,
  request,
  locale = DEFAULT_LOCALE,
}: {
  token: string
  request: PrivacyRequest | null
  locale?: Locale
}) {
  const t = translator(locale, 'linkPages')
  const words = MESSAGES[locale].linkPages
  if (!request) {
    return (
      <PrivacyOutcome
        look="gone"
        state="none"
        eyebrow={t('privacyRequest')}
        title={t('requestGoneTitle')}
        text={
          <p>
            <Sentence
              text={words.requestGoneText}
              values={{
                link: (
                  <Link
                    href="/privacy-policy#privacy-request"
                    className="font-semibold text-blue-600"
                  >
                    {t('privacyPolicy')}
                  </Link>
                ),
              }}
              spaced="link"
            />
          </p>
        }
      />
    )
  }
  const asked = t(`asked.${request.kind}`)
  if (request.status === 'unconfirmed') {
    return (
      <PrivacyOutcome
        look="shield"
        state="unconfirmed"
        eyebrow={t('privacyRequest')}
        title={t('requestConfirmTitle')}
        text={
          <p>
            <Sentence
              text={words.requestConfirmText}
              values={{ asked, email: <Address email={request.email} locale={locale} /> }}
            />
          </p>
        }
      >
        <form action={bound(confirmRequest, token, locale)}>
          <button type="submit" className={buttonClass({ size: 'lg' })}>
            {t('requestConfirmButton')}
          </button>
        </form>
      </PrivacyOutcome>
    )
  }
  return (
    <PrivacyOutcome
      look="done"
      state={request.status}
      eyebrow={t('privacyRequest')}
      title={request.status === 'open' ? t('requestOpenTitle') : t('requestAnsweredTitle')}
      text={
        request.status === 'open' && request.dueAt ? (
          <p>
            <Sentence
              text={words.requestOpenText}
              values={{
                asked,
                date: (
                  <time dateTime={request.dueAt} className="font-semibold text-slate-900">
                    {formatMoment(new Date(request.dueAt), 'date', { locale })}
                  </time>
                ),
              }}
              spaced="date"
            />
          </p>
        ) : (
          <p>{t('requestAnsweredText')}</p>
        )
      }
    >
      {home(t)}
    </PrivacyOutcome>
  )
}
