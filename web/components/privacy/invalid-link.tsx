import { buttonClass } from '@/web/components/ui/button'
import Link from '@/web/components/ui/link'
import { PrivacyOutcome } from './privacy-outcome'

/** A link whose signature does not hold (changed, cut short) or that has expired. */
export function InvalidLink() {
  return (
    <PrivacyOutcome
      look="gone"
      state="invalid"
      eyebrow="Error 400"
      title="This link is not valid"
      text={
        <p>
          It was changed or cut short on the way, or it has expired. Open it again from the e-mail
          (copy the whole address), or ask for a new e-mail.
        </p>
      }
    >
      <Link href="/" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
        Back to home
      </Link>
    </PrivacyOutcome>
  )
}
