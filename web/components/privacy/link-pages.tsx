/**
 * What each privacy link shows: the newsletter's confirmation and unsubscribe, and a privacy
 * request's confirmation. The link's GET shows what it would do; the button does it (a server
 * action that checks the token again), and the page then shows the new state.
 */
import { buttonClass } from '@/web/components/ui/button'
import Link from '@/web/components/ui/link'
import { confirmNewsletter, confirmRequest, unsubscribeNewsletter } from '@/web/privacy/actions'
import type { SubscriptionState } from '@/web/privacy/service'
import type { PrivacyRequest } from '@/core/privacy/requests.ts'
import { PrivacyOutcome } from './privacy-outcome'
import { formatMoment } from '@/core/format/format'

const day = { format: (value: Date) => formatMoment(value, 'date') }

function Address({ email }: { email: string }) {
  return <strong className="font-semibold break-all text-slate-900">{email}</strong>
}

const home = (
  <Link href="/" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
    Back to home
  </Link>
)

export function NewsletterConfirm({
  token,
  email,
  brand,
  state,
}: {
  token: string
  email: string
  brand: string
  state: SubscriptionState
}) {
  if (state === 'confirmed') {
    return (
      <PrivacyOutcome
        look="done"
        state="confirmed"
        eyebrow="Newsletter"
        title="You're subscribed"
        text={
          <p>
            Thank you: <Address email={email} /> now receives the {brand} newsletter. Every issue
            has a link to unsubscribe.
          </p>
        }
      >
        {home}
      </PrivacyOutcome>
    )
  }
  if (state === 'none') {
    return (
      <PrivacyOutcome
        look="gone"
        state="none"
        eyebrow="Newsletter"
        title="Nothing to confirm"
        text={
          <p>
            There is no subscription waiting for <Address email={email} />: it was unsubscribed, or
            it waited too long and was deleted. You can subscribe again at the foot of any page.
          </p>
        }
      >
        {home}
      </PrivacyOutcome>
    )
  }
  return (
    <PrivacyOutcome
      look="ask"
      state="pending"
      eyebrow="Newsletter"
      title="Confirm your subscription"
      text={
        <p>
          Confirm that <Address email={email} /> should receive the {brand} newsletter. Until you
          do, we send it nothing.
        </p>
      }
    >
      <form action={confirmNewsletter.bind(null, token)}>
        <button type="submit" className={buttonClass({ size: 'lg' })}>
          Confirm my subscription
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
}: {
  token: string
  email: string
  brand: string
  state: SubscriptionState
}) {
  if (state === 'none') {
    return (
      <PrivacyOutcome
        look="done"
        state="unsubscribed"
        eyebrow="Newsletter"
        title="You're unsubscribed"
        text={
          <p>
            <Address email={email} /> does not receive the {brand} newsletter. Changed your mind?
            Subscribe again at the foot of any page.
          </p>
        }
      >
        {home}
      </PrivacyOutcome>
    )
  }
  return (
    <PrivacyOutcome
      look="ask"
      state="subscribed"
      eyebrow="Newsletter"
      title="Unsubscribe from the newsletter?"
      text={
        <p>
          <Address email={email} /> will no longer receive the {brand} newsletter.
        </p>
      }
    >
      <form action={unsubscribeNewsletter.bind(null, token)}>
        <button type="submit" className={buttonClass({ size: 'lg' })}>
          Unsubscribe
        </button>
      </form>
    </PrivacyOutcome>
  )
}

const ASKED = { access: 'a copy of your data', erasure: 'the erasure of your data' } as const

export function PrivacyRequestConfirm({
  token,
  request,
}: {
  token: string
  request: PrivacyRequest | null
}) {
  if (!request) {
    return (
      <PrivacyOutcome
        look="gone"
        state="none"
        eyebrow="Privacy request"
        title="This request no longer exists"
        text={
          <p>
            It was not confirmed in time and was deleted. You can ask again from the{' '}
            <Link href="/privacy-policy#privacy-request" className="font-semibold text-blue-600">
              privacy policy
            </Link>
            .
          </p>
        }
      />
    )
  }
  if (request.status === 'unconfirmed') {
    return (
      <PrivacyOutcome
        look="shield"
        state="unconfirmed"
        eyebrow="Privacy request"
        title="Confirm your request"
        text={
          <p>
            You asked for {ASKED[request.kind]} held for <Address email={request.email} />. Confirm
            that the address is yours and we answer within 30 days.
          </p>
        }
      >
        <form action={confirmRequest.bind(null, token)}>
          <button type="submit" className={buttonClass({ size: 'lg' })}>
            Confirm my request
          </button>
        </form>
      </PrivacyOutcome>
    )
  }
  return (
    <PrivacyOutcome
      look="done"
      state={request.status}
      eyebrow="Privacy request"
      title={request.status === 'open' ? 'Request confirmed' : 'Request answered'}
      text={
        request.status === 'open' && request.dueAt ? (
          <p>
            We have your request for {ASKED[request.kind]}, and answer by{' '}
            <time dateTime={request.dueAt} className="font-semibold text-slate-900">
              {day.format(new Date(request.dueAt))}
            </time>{' '}
            at the latest.
          </p>
        ) : (
          <p>We have answered this request. Write to us if anything is missing.</p>
        )
      }
    >
      {home}
    </PrivacyOutcome>
  )
}
