import { adminOrders } from '@/web/payments/service'

export const dynamic = 'force-dynamic'

/** GET /api/admin/orders?limit=N (Bearer ADMIN_TOKEN): the newest orders first. */
export const GET = adminOrders
