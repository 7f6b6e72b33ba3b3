import { manageBooking } from '@/web/booking/manage-api'

/** POST /api/booking/manage: a visitor's signed link moves or cancels their session. */
export const POST = manageBooking
