import { LINK_WORDS } from '@/core/booking/sessions.ts'
import { ManageBooking } from '@/web/components/booking/manage-booking'

/**
 * A manage link that is not one of the site's, or whose session no longer exists: status 404 (as
 * its API answers), with the words the page would show and a way to book again.
 */
export default function ManageLinkNotFound() {
  return (
    <>
      {/* Metadata exports do not apply to a not-found; React hoists this into <head>. */}
      <title>Link not valid</title>
      <ManageBooking
        token={null}
        state="forged"
        message={LINK_WORDS.forged!}
        session={null}
        intent="reschedule"
      />
    </>
  )
}
