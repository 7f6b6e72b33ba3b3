import { adminPaymentLinks } from '@/web/payments/service'

export const dynamic = 'force-dynamic'

/** GET (the newest links) and POST (a new link) /api/admin/payment-links, Bearer ADMIN_TOKEN. */
export const GET = adminPaymentLinks
export const POST = adminPaymentLinks
