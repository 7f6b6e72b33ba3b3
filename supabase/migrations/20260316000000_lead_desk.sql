-- The agency's desk (issue 16, issue 13 items 2 and 7): a state per lead, résumés stored apart
-- from the lead row, the CRM hand-off queued in the lead's transaction, and a server-side admin
-- session version that sign-out increments.
--
-- Leads are still written by submit_lead (and submit_leads); the app and the Edge Function now
-- call store_lead / store_leads below, which wrap it: the résumé's bytes go to lead_resumes and,
-- when the caller hands leads to a CRM, a crm_outbox row is queued, all in the same transaction.

-- A state per lead, and when it last changed.
alter table public.leads
  add column if not exists state text not null default 'new'
    check (state in ('new', 'contacted', 'won', 'lost', 'spam')),
  add column if not exists state_changed_at timestamptz not null default now();

update public.leads set state_changed_at = created_at;
update public.leads set state = 'spam' where cardinality(spam_reasons) > 0;

create index if not exists leads_state_seq_idx on public.leads (state, seq desc);
create index if not exists leads_form_type_seq_idx on public.leads (form_type, seq desc);

-- A lead flagged as spam starts in the spam state (an editor can move it back).
create or replace function public.leads_initial_state()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  new.state := case when cardinality(new.spam_reasons) > 0 then 'spam' else 'new' end;
  new.state_changed_at := new.created_at;
  return new;
end;
$$;

drop trigger if exists leads_initial_state on public.leads;
create trigger leads_initial_state
  before insert on public.leads
  for each row execute function public.leads_initial_state();

-- Every change of state, for the lead's page.
create table if not exists public.lead_state_changes (
  id bigint generated always as identity primary key,
  lead_id uuid not null references public.leads (id) on delete cascade,
  state text not null check (state in ('new', 'contacted', 'won', 'lost', 'spam')),
  changed_at timestamptz not null default now()
);

create index if not exists lead_state_changes_lead_idx on public.lead_state_changes (lead_id, id);

-- Résumés apart from the lead row: listings never read their bytes, and a download reads one.
create table if not exists public.lead_resumes (
  lead_id uuid primary key references public.leads (id) on delete cascade,
  file_name text not null default '',
  content_type text not null,
  content bytea not null,
  byte_size integer generated always as (octet_length(content)) stored,
  created_at timestamptz not null default now()
);

insert into public.lead_resumes (lead_id, file_name, content_type, content)
select id,
       coalesce(record ->> 'resumeFileName', ''),
       coalesce(substring(record ->> 'resumeFileData' from '^data:([^;,]+)'),
                'application/octet-stream'),
       decode(substr(record ->> 'resumeFileData', strpos(record ->> 'resumeFileData', ',') + 1),
              'base64')
  from public.leads
 where record ->> 'resumeFileData' like 'data:%;base64,%'
on conflict (lead_id) do nothing;

update public.leads
   set record = jsonb_set(record, '{resumeFileData}', '""')
 where coalesce(record ->> 'resumeFileData', '') <> '';

-- The CRM hand-off: one signed webhook per lead, delivered by the outbox sender with the same
-- states as the e-mails (pending, then delivered, or failed with a next try, or dead).
create table if not exists public.crm_outbox (
  lead_id uuid primary key references public.leads (id) on delete cascade,
  status text not null default 'pending'
    check (status in ('pending', 'delivered', 'failed', 'dead')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  -- The receiver's HTTP status on the last attempt (null when it could not be reached).
  response_status integer,
  last_error text,
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);

create index if not exists crm_outbox_due_idx
  on public.crm_outbox (next_attempt_at)
  where status in ('pending', 'failed');

-- One row: the admin session version. A session cookie names the version it was signed for;
-- signing out increments it, which ends every session signed before.
create table if not exists public.admin_session_version (
  id boolean primary key default true check (id),
  version bigint not null default 1,
  changed_at timestamptz not null default now()
);

insert into public.admin_session_version (id) values (true) on conflict (id) do nothing;

-- submit_lead with the résumé kept apart and the CRM hand-off queued, in one transaction.
create or replace function public.store_lead(
  p_idempotency_key text,
  p_request_hash text,
  p_form_type text,
  p_form_label text,
  p_record jsonb,
  p_spam_reasons text[],
  p_emails jsonb,
  p_crm_handoff boolean
)
returns table (lead_id uuid, created boolean, request_hash text)
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  resume text := coalesce(p_record ->> 'resumeFileData', '');
  answer record;
begin
  select * into answer from public.submit_lead(
    p_idempotency_key,
    p_request_hash,
    p_form_type,
    p_form_label,
    case when resume = '' then p_record else jsonb_set(p_record, '{resumeFileData}', '""') end,
    p_spam_reasons,
    p_emails
  ) as s;

  if answer.created then
    if resume <> '' then
      insert into public.lead_resumes (lead_id, file_name, content_type, content)
      values (
        answer.lead_id,
        coalesce(p_record ->> 'resumeFileName', ''),
        coalesce(substring(resume from '^data:([^;,]+)'), 'application/octet-stream'),
        decode(substr(resume, strpos(resume, ',') + 1), 'base64')
      );
    end if;
    if coalesce(p_crm_handoff, false) then
      insert into public.crm_outbox (lead_id) values (answer.lead_id);
    end if;
  end if;

  lead_id := answer.lead_id;
  created := answer.created;
  request_hash := answer.request_hash;
  return next;
end;
$$;

-- store_lead for several leads in one statement (group commit on PGlite), in order.
create or replace function public.store_leads(p_leads jsonb, p_crm_handoff boolean)
returns table (ordinal integer, lead_id uuid, created boolean, request_hash text)
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  item jsonb;
  answer record;
  position integer := 0;
begin
  for item in select value from jsonb_array_elements(p_leads) loop
    position := position + 1;
    select * into answer from public.store_lead(
      item ->> 'idempotencyKey',
      item ->> 'requestHash',
      item ->> 'formType',
      item ->> 'formLabel',
      item -> 'record',
      array(select jsonb_array_elements_text(coalesce(item -> 'spamReasons', '[]'::jsonb))),
      item -> 'emails',
      p_crm_handoff
    ) as s;
    ordinal := position;
    lead_id := answer.lead_id;
    created := answer.created;
    request_hash := answer.request_hash;
    return next;
  end loop;
end;
$$;

-- The same protection as the lead tables: RLS on, nothing for anon/authenticated.
alter table public.lead_state_changes enable row level security;
alter table public.lead_resumes enable row level security;
alter table public.crm_outbox enable row level security;
alter table public.admin_session_version enable row level security;

revoke all on table public.lead_state_changes, public.lead_resumes, public.crm_outbox,
  public.admin_session_version from public;
revoke all on function public.store_lead(text, text, text, text, jsonb, text[], jsonb, boolean)
  from public;
revoke all on function public.store_leads(jsonb, boolean) from public;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.lead_state_changes, public.lead_resumes, '
        'public.crm_outbox, public.admin_session_version from %I', role_name);
      execute format('revoke all on function public.store_lead(text, text, text, text, jsonb, '
        'text[], jsonb, boolean) from %I', role_name);
      execute format('revoke all on function public.store_leads(jsonb, boolean) from %I', role_name);
    end if;
  end loop;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant select, insert, update, delete on table public.lead_state_changes, public.lead_resumes,
      public.crm_outbox, public.admin_session_version to service_role;
    grant execute on function public.store_lead(text, text, text, text, jsonb, text[], jsonb,
      boolean) to service_role;
    grant execute on function public.store_leads(jsonb, boolean) to service_role;
  end if;
end
$$;
