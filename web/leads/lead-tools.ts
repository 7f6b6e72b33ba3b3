/**
 * What sending a form needs and showing it does not: the zod schemas (the same rules the lead
 * function enforces) and `submitLead` with supabase-js. Loaded on demand by `loadLeadTools`.
 */
import './zod-jitless'
export {
  careerSchema,
  consultationBookingSchema,
  contactSchema,
  messageList,
  newsletterSchema,
  strategySessionSchema,
} from './schemas'
export { issueText } from './issue-text'
export { requestFormTicket } from './form-ticket'
export { sendLead, sendLeadAnswer, submitLead } from './submit-lead'
