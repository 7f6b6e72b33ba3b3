-- Leads from every form of the site, their e-mail outbox, and one row per idempotency key.
--
-- Applied by `supabase db push` on Supabase, and by the app itself (web/leads/server/database.ts)
-- to PGlite or to any Postgres given by DATABASE_URL. It runs the same on all three: the
-- Supabase roles are created when missing, so the grants below mean the same everywhere.

-- Supabase's API roles, for plain Postgres and PGlite (Supabase has them already).
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = role_name) then
      begin
        execute format('create role %I nologin noinherit', role_name);
      exception when insufficient_privilege then
        raise notice 'cannot create role %; its grants are skipped', role_name;
      end;
    end if;
  end loop;
end
$$;

create table if not exists public.leads (
  id uuid primary key default gen_random_uuid(),
  -- Insertion order, for a stable newest-first listing when timestamps tie.
  seq bigint generated always as identity unique,
  created_at timestamptz not null default now(),
  -- One row per key: a retried or repeated submission finds the lead it already stored.
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
  -- SHA-256 of the submission, to tell a retry from a different submission reusing the key.
  request_hash text not null,
  form_type text not null
    check (form_type in ('contact', 'consultation', 'gmeet', 'newsletter', 'career', 'calculator')),
  form_label text not null,
  name text not null default '',
  email text not null default '',
  -- The full lead record the spec defines: every field, missing values as empty strings.
  record jsonb not null,
  -- Why it looks automated ('honeypot', 'too-fast', 'no-timing'); such leads get no e-mail.
  spam_reasons text[] not null default '{}'
);

create index if not exists leads_created_at_idx on public.leads (created_at desc, seq desc);
create index if not exists leads_email_idx on public.leads (lower(email));

create table if not exists public.email_outbox (
  id bigint generated always as identity primary key,
  lead_id uuid not null references public.leads (id) on delete cascade,
  kind text not null check (kind in ('welcome', 'notification')),
  to_address text not null,
  reply_to text,
  subject text not null,
  text_body text not null,
  html_body text not null,
  attach_resume boolean not null default false,
  -- pending: never tried; sent; failed: tried, will be retried; dead: gave up.
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'dead')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- Set while a sender holds the row, so two senders never send it twice at once.
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (lead_id, kind)
);

create index if not exists email_outbox_due_idx
  on public.email_outbox (next_attempt_at)
  where status in ('pending', 'failed');

-- Stores a lead and its e-mails in one transaction, once per idempotency key. Returns the lead's
-- id, whether this call created it, and the request hash stored with the key.
create or replace function public.submit_lead(
  p_idempotency_key text,
  p_request_hash text,
  p_form_type text,
  p_form_label text,
  p_record jsonb,
  p_spam_reasons text[],
  p_emails jsonb
)
returns table (lead_id uuid, created boolean, request_hash text)
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
#variable_conflict use_column
declare
  new_id uuid;
begin
  insert into public.leads as l
    (idempotency_key, request_hash, form_type, form_label, name, email, record, spam_reasons)
  values (
    p_idempotency_key,
    p_request_hash,
    p_form_type,
    p_form_label,
    coalesce(p_record ->> 'name', ''),
    coalesce(p_record ->> 'email', ''),
    p_record,
    coalesce(p_spam_reasons, '{}')
  )
  on conflict (idempotency_key) do nothing
  returning l.id into new_id;

  if new_id is null then
    return query
      select l.id, false, l.request_hash from public.leads l where l.idempotency_key = p_idempotency_key;
    return;
  end if;

  insert into public.email_outbox
    (lead_id, kind, to_address, reply_to, subject, text_body, html_body, attach_resume)
  select new_id,
         e ->> 'kind',
         e ->> 'to',
         nullif(e ->> 'replyTo', ''),
         e ->> 'subject',
         e ->> 'text',
         e ->> 'html',
         coalesce((e ->> 'attachResume')::boolean, false)
    from jsonb_array_elements(coalesce(p_emails, '[]'::jsonb)) as e;

  return query select new_id, true, p_request_hash;
end;
$$;

-- Row-level security on, and no policies: the browser's anon key (and signed-in users) can
-- neither read nor write leads through the Data API. The function and the app use the owner or
-- service_role, which bypass RLS.
alter table public.leads enable row level security;
alter table public.email_outbox enable row level security;

revoke all on table public.leads, public.email_outbox from public;
revoke all on function public.submit_lead(text, text, text, text, jsonb, text[], jsonb) from public;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.leads, public.email_outbox from %I', role_name);
      execute format(
        'revoke all on function public.submit_lead(text, text, text, text, jsonb, text[], jsonb) from %I',
        role_name
      );
      execute format('revoke all on sequence %s, %s from %I',
        pg_get_serial_sequence('public.leads', 'seq'),
        pg_get_serial_sequence('public.email_outbox', 'id'),
        role_name);
    end if;
  end loop;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant select, insert, update, delete on table public.leads, public.email_outbox to service_role;
    grant execute on function public.submit_lead(text, text, text, text, jsonb, text[], jsonb)
      to service_role;
  end if;
end
$$;
