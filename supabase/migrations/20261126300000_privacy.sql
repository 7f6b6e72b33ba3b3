-- Data kept lawfully (issue 33, items 4–6): newsletter double opt-in, privacy requests (access and
-- erasure) with an audit log, and the rows that retention purges.
--
-- The per-table work of an export or an erasure is written in one TypeScript module
-- (core/privacy/person-tables.ts), not here: a table added later joins that list.

-- A newsletter subscription is pending until its confirmation link is followed; unsubscribing
-- ends it. One row per newsletter lead, created with the lead (the trigger below), so the lead
-- function and its SQL stay as they are.
create table if not exists public.newsletter_subscriptions (
  lead_id uuid primary key references public.leads (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

create index if not exists newsletter_subscriptions_pending_idx
  on public.newsletter_subscriptions (created_at)
  where status = 'pending';

create or replace function public.newsletter_subscription_pending()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if new.form_type = 'newsletter' then
    insert into public.newsletter_subscriptions (lead_id, created_at)
    values (new.id, new.created_at)
    on conflict (lead_id) do nothing;
  end if;
  return new;
end;
$$;

drop trigger if exists newsletter_subscription_pending on public.leads;
create trigger newsletter_subscription_pending
  after insert on public.leads
  for each row execute function public.newsletter_subscription_pending();

-- Subscriptions stored before double opt-in were taken as given then: they count as confirmed
-- (retention would otherwise delete the whole list a week after this migration).
insert into public.newsletter_subscriptions (lead_id, status, created_at, confirmed_at)
select id, 'confirmed', created_at, created_at
  from public.leads
 where form_type = 'newsletter'
on conflict (lead_id) do nothing;

-- A visitor's request to see (access) or erase what the agency holds about an address. It counts
-- once confirmed by the e-mailed link; the law's month runs from then (due_at).
create table if not exists public.privacy_requests (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity unique,
  created_at timestamptz not null default now(),
  -- Replaced by a masked hint ('j…@example.com') once the person is erased.
  email text not null check (length(email) between 1 and 254),
  kind text not null check (kind in ('access', 'erasure')),
  status text not null default 'unconfirmed'
    check (status in ('unconfirmed', 'open', 'completed')),
  confirmed_at timestamptz,
  due_at timestamptz,
  completed_at timestamptz
);

create index if not exists privacy_requests_open_idx
  on public.privacy_requests (due_at)
  where status = 'open';

-- Every export, erasure and retention purge: who (admin, api, retention), what, whom (a masked
-- hint and a SHA-256 of the address, so a later request can be matched without keeping it), when,
-- and how many rows of each table. Retention keeps it.
create table if not exists public.privacy_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  action text not null check (action in ('export', 'erase', 'retention', 'request-confirmed')),
  actor text not null,
  subject_hint text not null default '',
  subject_hash text not null default '',
  details jsonb not null default '{}'::jsonb
);

create index if not exists privacy_audit_log_at_idx on public.privacy_audit_log (at desc, id desc);

-- The outbox carries a privacy request's confirmation e-mail: a third kind of owner. The owner
-- check and the kinds are extended from whatever they are now, so this composes with migrations
-- that add owners or kinds of their own (whichever order they run in).
alter table public.email_outbox
  add column if not exists privacy_request_id uuid
    references public.privacy_requests (id) on delete cascade;
create unique index if not exists email_outbox_privacy_request_kind_idx
  on public.email_outbox (privacy_request_id, kind)
  where privacy_request_id is not null;

do $$
declare
  owner_check text;
  allowed text[];
begin
  select pg_get_constraintdef(c.oid) into owner_check
    from pg_constraint c
   where c.conrelid = 'public.email_outbox'::regclass
     and c.conname = 'email_outbox_owner_check';
  if owner_check is not null and position('privacy_request_id' in owner_check) = 0 then
    alter table public.email_outbox drop constraint email_outbox_owner_check;
    -- pg_get_constraintdef gives 'CHECK ((…))': keep its expression, add the new owner.
    execute format(
      'alter table public.email_outbox add constraint email_outbox_owner_check check ((%s) or privacy_request_id is not null)',
      substring(owner_check from '^CHECK \((.*)\)$')
    );
  end if;

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
    from unnest(allowed || array['privacy-request']) as kind;
  alter table public.email_outbox drop constraint if exists email_outbox_kind_check;
  execute format(
    'alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ' order by kind) from unnest(allowed) as kind)
  );
end
$$;

-- The same protection as the other tables: RLS on, nothing for anon/authenticated.
alter table public.newsletter_subscriptions enable row level security;
alter table public.privacy_requests enable row level security;
alter table public.privacy_audit_log enable row level security;

revoke all on table public.newsletter_subscriptions, public.privacy_requests,
  public.privacy_audit_log from public;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.newsletter_subscriptions, '
        'public.privacy_requests, public.privacy_audit_log from %I', role_name);
    end if;
  end loop;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant select, insert, update, delete on table public.newsletter_subscriptions,
      public.privacy_requests, public.privacy_audit_log to service_role;
  end if;
end
$$;
