/** POST /api/payments/orders: the order a client is about to pay (web/payments/orders-api.ts). */
import { ordersHandler } from '@/web/payments/service'

export const dynamic = 'force-dynamic'

export const POST = ordersHandler
