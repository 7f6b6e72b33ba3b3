-- Payments (issue 12): payment links the agency sends to clients, orders (a package bought from its
-- service page, or a payment link being paid), and every payment event received once.
--
-- Amounts are integer cents. An order is paid only by apply_payment_event, which stores the event
-- id once and checks the amount and currency against the order, in one transaction. The receipt
-- and the agency's notification go through the e-mail outbox of the leads, in the same
-- transaction as the order becoming paid.

create table if not exists public.payment_links (
  -- Unguessable: 'pl_' and 128 random bits (base64url). It is the client's key to the page.
  id text primary key check (id ~ '^pl_[A-Za-z0-9_-]{20,64}$'),
  seq bigint generated always as identity unique,
  created_at timestamptz not null default now(),
  client_name text not null check (length(client_name) between 1 and 200),
  client_email text not null check (length(client_email) between 3 and 254),
  description text not null check (length(description) between 1 and 1000),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  -- When the amount came from a package of the CMS.
  service_slug text,
  package_position smallint check (package_position between 1 and 3),
  expires_at timestamptz,
  cancelled_at timestamptz,
  paid_at timestamptz,
  paid_order_id uuid
);

create index if not exists payment_links_created_at_idx
  on public.payment_links (created_at desc, seq desc);

create table if not exists public.orders (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- pending: waiting for the payment; processing: paid with a method that settles later;
  -- paid; failed; expired: the checkout was left until it closed.
  state text not null default 'pending'
    check (state in ('pending', 'processing', 'paid', 'failed', 'expired')),
  -- test: the test gateway or Stripe's test keys (no money moves); live: Stripe's live keys.
  mode text not null check (mode in ('test', 'live')),
  gateway text not null check (gateway in ('test', 'stripe')),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  billing_period text not null default 'one-time' check (billing_period in ('one-time', 'monthly')),
  description text not null check (length(description) between 1 and 1000),
  service_slug text,
  package_position smallint check (package_position between 1 and 3),
  package_name text,
  client_name text not null check (length(client_name) between 1 and 200),
  client_email text not null check (length(client_email) between 3 and 254),
  company text not null default '',
  notes text not null default '',
  payment_link_id text references public.payment_links (id),
  -- The client's newest lead with the same e-mail address, linked when the order is paid.
  lead_id uuid references public.leads (id) on delete set null,
  -- The hosted checkout (Stripe Checkout Session) of the order: one per order.
  checkout_session_id text unique,
  checkout_url text,
  checkout_expires_at timestamptz,
  -- Stripe's payment intent or subscription.
  gateway_reference text,
  paid_at timestamptz,
  failure_reason text
);

create index if not exists orders_created_at_idx on public.orders (created_at desc, seq desc);
create index if not exists orders_client_email_idx on public.orders (lower(client_email));
-- A payment link has at most one order in progress: opening it again continues that order.
create unique index if not exists orders_one_open_per_link_idx
  on public.orders (payment_link_id)
  where payment_link_id is not null and state in ('pending', 'processing');

alter table public.payment_links
  drop constraint if exists payment_links_paid_order_fk;
alter table public.payment_links
  add constraint payment_links_paid_order_fk
  foreign key (paid_order_id) references public.orders (id);

create table if not exists public.payment_events (
  -- The gateway's event id (Stripe's evt_…, the test gateway's test_evt_…): stored once, so an
  -- event delivered twice changes nothing the second time.
  id text primary key check (length(id) between 1 and 255),
  received_at timestamptz not null default now(),
  gateway text not null check (gateway in ('test', 'stripe')),
  type text not null,
  order_id uuid references public.orders (id) on delete set null,
  -- What it did: paid, processing, failed, expired, or why it changed nothing (ignored,
  -- already-paid, amount-mismatch, unknown-order, wrong-gateway, unknown-session).
  outcome text not null default 'received',
  amount_cents integer,
  currency text,
  payload jsonb not null default '{}'::jsonb
);

create index if not exists payment_events_order_idx
  on public.payment_events (order_id, received_at);

-- The outbox also carries an order's receipt and notification: a row belongs to a lead or to an
-- order, and an order has at most one e-mail of each kind.
alter table public.email_outbox alter column lead_id drop not null;
alter table public.email_outbox
  add column if not exists order_id uuid references public.orders (id) on delete cascade;
alter table public.email_outbox drop constraint if exists email_outbox_owner_check;
alter table public.email_outbox
  add constraint email_outbox_owner_check check (lead_id is not null or order_id is not null);
create unique index if not exists email_outbox_order_kind_idx
  on public.email_outbox (order_id, kind)
  where order_id is not null;

-- The payment kinds join whatever kinds the outbox already allows, so this migration composes
-- with others that add kinds of their own (whichever order they run in).
do $$
declare
  allowed text[];
begin
  select coalesce(array_agg(distinct kind order by kind), array[]::text[])
    into allowed
    from (
      select (regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g'))[1] as kind
        from pg_constraint c
       where c.conrelid = 'public.email_outbox'::regclass
         and c.conname = 'email_outbox_kind_check'
    ) as existing;
  if cardinality(allowed) = 0 then
    allowed := array['welcome', 'notification'];
  end if;
  select array_agg(distinct kind order by kind)
    into allowed
    from unnest(allowed || array['receipt', 'payment-notification']) as kind;
  alter table public.email_outbox drop constraint if exists email_outbox_kind_check;
  -- Written as kind in ('a', 'b', …), so the next migration can read the list back the same way.
  execute format(
    'alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ' order by kind) from unnest(allowed) as kind)
  );
end
$$;

-- An order for a payment link: the one already in progress, or a new one. Refuses a link that is
-- unknown, cancelled, paid or expired (the answer says which), in one transaction.
create or replace function public.open_payment_link_order(
  p_link_id text,
  p_mode text,
  p_gateway text
)
returns table (outcome text, order_id uuid)
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  link public.payment_links%rowtype;
  existing uuid;
begin
  select * into link from public.payment_links where id = p_link_id for update;
  if not found then
    return query select 'unknown'::text, null::uuid;
    return;
  end if;
  if link.paid_at is not null then
    return query select 'paid'::text, link.paid_order_id;
    return;
  end if;
  if link.cancelled_at is not null then
    return query select 'cancelled'::text, null::uuid;
    return;
  end if;
  if link.expires_at is not null and link.expires_at <= now() then
    return query select 'expired'::text, null::uuid;
    return;
  end if;
  select o.id into existing
    from public.orders o
   where o.payment_link_id = p_link_id and o.state in ('pending', 'processing');
  if existing is not null then
    return query select 'existing'::text, existing;
    return;
  end if;
  insert into public.orders as o
    (mode, gateway, amount_cents, currency, billing_period, description, service_slug,
     package_position, client_name, client_email, payment_link_id)
  values
    (p_mode, p_gateway, link.amount_cents, link.currency, 'one-time', link.description,
     link.service_slug, link.package_position, link.client_name, link.client_email, link.id)
  returning o.id into existing;
  return query select 'created'::text, existing;
end;
$$;

-- One payment event, applied once. p_action is what the gateway says happened ('paid',
-- 'processing', 'failed', 'expired', or 'ignore'); the order changes only when the event is new,
-- belongs to the order's gateway and checkout session, and (to be paid) carries the order's exact
-- amount and currency. p_emails (receipt and notification) are queued only when the order becomes
-- paid. Returns what the event did and the order's state afterwards.
create or replace function public.apply_payment_event(
  p_event_id text,
  p_gateway text,
  p_type text,
  p_order_id uuid,
  p_action text,
  p_amount_cents integer,
  p_currency text,
  p_session_id text,
  p_reference text,
  p_reason text,
  p_payload jsonb,
  p_emails jsonb
)
returns table (outcome text, order_state text, duplicate boolean)
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  ord public.orders%rowtype;
  result text;
  inserted text;
begin
  insert into public.payment_events (id, gateway, type, amount_cents, currency, payload)
  values (p_event_id, p_gateway, p_type, p_amount_cents, p_currency, coalesce(p_payload, '{}'::jsonb))
  on conflict (id) do nothing
  returning id into inserted;

  if inserted is null then
    return query
      select e.outcome, (select o.state from public.orders o where o.id = e.order_id), true
        from public.payment_events e where e.id = p_event_id;
    return;
  end if;

  if p_order_id is not null then
    select * into ord from public.orders where id = p_order_id for update;
  end if;

  if p_order_id is null or ord.id is null then
    result := case when p_action = 'ignore' then 'ignored' else 'unknown-order' end;
  elsif ord.gateway <> p_gateway then
    result := 'wrong-gateway';
  elsif p_session_id is not null and ord.checkout_session_id is distinct from p_session_id then
    result := 'unknown-session';
  elsif p_action = 'paid' then
    if ord.state = 'paid' then
      result := 'already-paid';
    elsif p_amount_cents is distinct from ord.amount_cents
       or lower(coalesce(p_currency, '')) <> ord.currency then
      result := 'amount-mismatch';
    else
      update public.orders o
         set state = 'paid',
             paid_at = now(),
             updated_at = now(),
             failure_reason = null,
             gateway_reference = coalesce(p_reference, o.gateway_reference),
             lead_id = coalesce(o.lead_id, (
               select l.id from public.leads l
                where lower(l.email) = lower(o.client_email) and cardinality(l.spam_reasons) = 0
                order by l.created_at desc, l.seq desc
                limit 1))
       where o.id = ord.id;
      if ord.payment_link_id is not null then
        update public.payment_links
           set paid_at = now(), paid_order_id = ord.id
         where id = ord.payment_link_id and paid_at is null;
      end if;
      insert into public.email_outbox
        (order_id, kind, to_address, reply_to, subject, text_body, html_body)
      select ord.id,
             e ->> 'kind',
             e ->> 'to',
             nullif(e ->> 'replyTo', ''),
             e ->> 'subject',
             e ->> 'text',
             e ->> 'html'
        from jsonb_array_elements(coalesce(p_emails, '[]'::jsonb)) as e
      on conflict (order_id, kind) where order_id is not null do nothing;
      result := 'paid';
    end if;
  elsif p_action = 'processing' then
    if ord.state = 'pending' then
      update public.orders
         set state = 'processing', updated_at = now(),
             gateway_reference = coalesce(p_reference, gateway_reference)
       where id = ord.id;
      result := 'processing';
    else
      result := 'ignored';
    end if;
  elsif p_action = 'failed' then
    if ord.state in ('pending', 'processing') then
      update public.orders
         set state = 'failed', updated_at = now(), failure_reason = p_reason
       where id = ord.id;
      result := 'failed';
    else
      result := 'ignored';
    end if;
  elsif p_action = 'expired' then
    if ord.state = 'pending' then
      update public.orders set state = 'expired', updated_at = now() where id = ord.id;
      result := 'expired';
    else
      result := 'ignored';
    end if;
  else
    result := 'ignored';
  end if;

  update public.payment_events e
     set outcome = result, order_id = ord.id
   where e.id = p_event_id;

  return query
    select result, (select o.state from public.orders o where o.id = p_order_id), false;
end;
$$;

-- Row-level security on, and no policies: neither the browser's anon key nor signed-in users can
-- read or write payments through the Data API. The app uses the owner or service_role.
alter table public.payment_links enable row level security;
alter table public.orders enable row level security;
alter table public.payment_events enable row level security;

revoke all on table public.payment_links, public.orders, public.payment_events from public;
revoke all on function public.open_payment_link_order(text, text, text) from public;
revoke all on function public.apply_payment_event(
  text, text, text, uuid, text, integer, text, text, text, text, jsonb, jsonb) from public;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format(
        'revoke all on table public.payment_links, public.orders, public.payment_events from %I',
        role_name);
      execute format(
        'revoke all on function public.open_payment_link_order(text, text, text) from %I',
        role_name);
      execute format(
        'revoke all on function public.apply_payment_event(text, text, text, uuid, text, integer, text, text, text, text, jsonb, jsonb) from %I',
        role_name);
      execute format('revoke all on sequence %s, %s from %I',
        pg_get_serial_sequence('public.payment_links', 'seq'),
        pg_get_serial_sequence('public.orders', 'seq'),
        role_name);
    end if;
  end loop;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant select, insert, update, delete
      on table public.payment_links, public.orders, public.payment_events to service_role;
    grant execute on function public.open_payment_link_order(text, text, text) to service_role;
    grant execute on function public.apply_payment_event(
      text, text, text, uuid, text, integer, text, text, text, text, jsonb, jsonb) to service_role;
  end if;
end
$$;
