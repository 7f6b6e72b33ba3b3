/** The states a lead moves through in the admin, shared by its pages and the state form. */
export const LEAD_STATES = ['new', 'contacted', 'won', 'lost', 'spam'] as const
export type LeadState = (typeof LEAD_STATES)[number]

export const LEAD_STATE_TITLES: Record<LeadState, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
}

export const isLeadState = (value: unknown): value is LeadState =>
  typeof value === 'string' && (LEAD_STATES as readonly string[]).includes(value)
