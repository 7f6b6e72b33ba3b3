/**
 * Everything the site holds about a person, table by table: what an export reads and what an
 * erasure does, in one list. A table added later (as bookings were) joins
 * by adding one entry here; `exportPerson` and `erasePerson` (people.ts) need no change.
 *
 * `$1` is the person's address, trimmed and in lower case. Each `erase` is one data-modifying
 * statement ending in `returning …`; they run together as the common table expressions of a single
 * statement, so an erasure is all or nothing. Two entries must not change the same row (one
 * statement may not update a row twice); rows that cascade from a deleted lead (its résumé, state
 * history, CRM hand-off, e-mails, subscription) go with it.
 */
export interface PersonTable {
  /** The export's key for these rows. */
  name: string
  /**
   * A table that may not exist on every site (an optional feature), with the column holding the
   * address: the entry is skipped when either is absent.
   */
  requires?: { table: string; column: string }
  /** Reads the person's rows, as JSON-friendly values. */
  export: string
  /** Deletes or anonymises them; `null` when nothing is changed (read-only, or done by cascade). */
  erase: string | null
}

/** The address in a row, matched the same way everywhere. */
const is = (column: string) => `lower(btrim(${column})) = $1`

/** What an anonymised row says instead of a name or an address. */
export const ERASED_NAME = 'Erased'
export const ERASED_EMAIL = 'erased@erased.invalid'

const personsOrders = `select id from orders where ${is('client_email')}`

export const PERSON_TABLES: PersonTable[] = [
  {
    name: 'leads',
    export: `select l.id, l.created_at, l.form_type, l.form_label, l.name, l.email, l.state,
                    l.state_changed_at, l.spam_reasons, l.record,
                    (select coalesce(jsonb_agg(jsonb_build_object('state', c.state, 'changedAt', c.changed_at) order by c.id), '[]'::jsonb)
                       from lead_state_changes c where c.lead_id = l.id) as state_history
               from leads l where ${is('l.email')} order by l.created_at`,
    // Cascades: lead_resumes, lead_state_changes, crm_outbox, email_outbox (the lead's welcome and
    // the agency's notification), newsletter_subscriptions; orders.lead_id is set null.
    erase: `delete from leads where ${is('email')} returning id`,
  },
  {
    name: 'resumes',
    export: `select r.lead_id, r.file_name, r.content_type, r.byte_size, r.created_at
               from lead_resumes r join leads l on l.id = r.lead_id where ${is('l.email')}`,
    erase: null,
  },
  {
    name: 'newsletterSubscriptions',
    export: `select s.lead_id, s.status, s.created_at, s.confirmed_at, s.unsubscribed_at
               from newsletter_subscriptions s join leads l on l.id = s.lead_id
              where ${is('l.email')}`,
    erase: null,
  },
  {
    name: 'emails',
    // The leads' own e-mails, and any other e-mail to or about the address (an order's receipt
    // and the agency's notification of it, a privacy request's confirmation).
    export: `select e.id, e.kind, e.to_address, e.reply_to, e.subject, e.text_body, e.status,
                    e.created_at, e.sent_at
               from email_outbox e
              where ${is('e.to_address')} or ${is("coalesce(e.reply_to, '')")}
                 or e.lead_id in (select id from leads where ${is('email')})
                 or e.order_id in (${personsOrders})
              order by e.created_at, e.id`,
    // Rows of the person's leads go with the leads; the others keep their status for the
    // accounts (an order's receipt was sent), without who or what.
    erase: `update email_outbox
               set to_address = '${ERASED_EMAIL}', reply_to = null, subject = '[erased]',
                   text_body = '', html_body = '', last_error = null
             where (lead_id is null or lead_id not in (select id from leads where ${is('email')}))
               and (${is('to_address')} or ${is("coalesce(reply_to, '')")}
                    or order_id in (${personsOrders}))
           returning id`,
  },
  {
    name: 'orders',
    export: `select id, created_at, state, mode, gateway, amount_cents, currency, billing_period,
                    description, service_slug, package_name, client_name, client_email, company,
                    notes, payment_link_id, paid_at, locale
               from orders where ${is('client_email')} order by created_at`,
    // Amounts, currency, package and dates stay for the accounts; who paid does not.
    erase: `update orders
               set client_name = '${ERASED_NAME}', client_email = '${ERASED_EMAIL}', company = '',
                   notes = '', checkout_url = null, updated_at = now()
             where ${is('client_email')} returning id`,
  },
  {
    name: 'paymentEvents',
    // The gateway's events carry the customer's details in their payload.
    export: `select id, received_at, gateway, type, order_id, outcome, amount_cents, currency
               from payment_events where order_id in (${personsOrders})`,
    erase: `update payment_events set payload = '{}'::jsonb
             where order_id in (${personsOrders}) and payload <> '{}'::jsonb returning id`,
  },
  {
    name: 'paymentLinks',
    export: `select id, created_at, client_name, client_email, description, amount_cents,
                    currency, expires_at, cancelled_at, paid_at
               from payment_links where ${is('client_email')} order by created_at`,
    erase: `update payment_links
               set client_name = '${ERASED_NAME}', client_email = '${ERASED_EMAIL}'
             where ${is('client_email')} returning id`,
  },
  {
    name: 'privacyRequests',
    export: `select id, created_at, kind, status, confirmed_at, due_at, completed_at
               from privacy_requests where ${is('email')} order by created_at`,
    // The request itself is kept (its deadline was met, or not), naming the person by a hint;
    // an erasure answers every open request of the address.
    erase: `update privacy_requests
               set email = left($1, 1) || '…' || substring($1 from '@.*$'),
                   completed_at = case when status = 'open' then now() else completed_at end,
                   status = case when status = 'open' then 'completed' else status end
             where ${is('email')} returning id`,
  },
  {
    // A session belongs to its lead (bookings.lead_id) and is deleted with it.
    name: 'bookings',
    requires: { table: 'bookings', column: 'lead_id' },
    export: `select b.id, b.lead_id, b.starts_at, b.ends_at, b.time_zone, b.state, b.created_at
               from bookings b join leads l on l.id = b.lead_id where ${is('l.email')}
              order by b.starts_at`,
    erase: null,
  },
  {
    name: 'consentRecords',
    requires: { table: 'consent_records', column: 'email' },
    export: `select * from consent_records where ${is('email')}`,
    erase: `delete from consent_records where ${is('email')} returning 1`,
  },
]
