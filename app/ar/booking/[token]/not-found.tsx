import { manageLinkNotFound } from '@/web/pages/booking'

export default manageLinkNotFound('ar')
