-- Booking that schedules (issue 32): a strategy session is a row in `bookings`, written in its
-- lead's transaction and guarded by the database, so that two visitors can never hold one seat at
-- one time, whatever the timing of their requests (no read-then-write anywhere).
--
--  * An exclusion constraint per seat on [start, end + buffer): two live sessions of one seat never
--    come closer than the buffer. `book_slot` tries the seats in turn; a concurrent insert of the
--    same seat waits for the other transaction and then fails, and the next seat is tried.
--  * The daily cap is a unique numbered place per agency day: the Nth session of a day takes place
--    N, and there are `cap` places.
--  * Invites and updates travel as e-mail outbox rows with attachments; reminders are outbox rows
--    whose first attempt is due 24 hours and 1 hour before the session.

create table if not exists public.bookings (
  id uuid primary key,
  lead_id uuid not null unique references public.leads (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- ends_at plus the buffer in force when booked: the seat is held until then.
  blocked_until timestamptz not null,
  seat integer not null check (seat between 1 and 100),
  -- The agency's calendar date of the start (its zone), and the session's place in that day.
  agency_day date not null,
  day_place integer check (day_place between 1 and 1000),
  -- The zone the visitor chose: the e-mails name times in it.
  time_zone text not null check (length(time_zone) between 1 and 64),
  state text not null default 'booked'
    check (state in ('booked', 'rescheduled', 'cancelled', 'done', 'no-show')),
  -- The invite's SEQUENCE: 0 when booked, one more with every change.
  sequence integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at > starts_at),
  check (blocked_until >= ends_at),
  -- Ranges are indexed by GiST without any extension (no btree_gist needed for the seat).
  constraint bookings_seat_free exclude using gist (
    int4range(seat, seat, '[]') with &&,
    tstzrange(starts_at, blocked_until) with &&
  ) where (state <> 'cancelled')
);

create unique index if not exists bookings_day_place_idx
  on public.bookings (agency_day, day_place)
  where state <> 'cancelled' and day_place is not null;

create index if not exists bookings_starts_at_idx on public.bookings (starts_at);

-- Secrets kept with the data they protect: the key that signs reschedule and cancel links (so a
-- link keeps working across restarts and on every instance) and the path secret of the agency's
-- calendar feed (a new one revokes the old URL).
create table if not exists public.booking_secrets (
  name text primary key check (name in ('links', 'feed')),
  secret text not null,
  created_at timestamptz not null default now()
);

insert into public.booking_secrets (name, secret)
values
  ('links', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')),
  ('feed', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
on conflict (name) do nothing;

-- Files sent with an e-mail besides the résumé: [{ fileName, contentType, content }] (text).
alter table public.email_outbox
  add column if not exists attachments jsonb not null default '[]'::jsonb;

-- Booking e-mails (updates, cancellations, reminders) beside the two of every lead. Their kinds
-- join whatever kinds the outbox already allows, read back from the constraint the way the
-- payments migration writes it, so migrations adding kinds compose in any order.
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
    from unnest(allowed || array['booking-update', 'booking-update-agency', 'booking-cancel',
      'booking-cancel-agency', 'booking-reminder-24h', 'booking-reminder-1h']) as kind;
  alter table public.email_outbox drop constraint if exists email_outbox_kind_check;
  execute format(
    'alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ' order by kind) from unnest(allowed) as kind)
  );
end
$$;

-- A session can move more than once (an update each time, reminders queued again): one e-mail of
-- each kind per lead holds for every other kind, no longer for the booking kinds.
alter table public.email_outbox drop constraint if exists email_outbox_lead_id_kind_key;
create unique index if not exists email_outbox_lead_kind_idx
  on public.email_outbox (lead_id, kind)
  where lead_id is not null and kind not like 'booking-%';

-- Takes a seat (and a place in the agency's day when there is a cap) for a session, or raises
-- BK409 when none is free. p_slot: { id, startsAt, endsAt, blockedUntil, agencyDay, timeZone,
-- seats, dailyCap }. Each attempt runs in its own subtransaction, so a refused one leaves nothing.
create or replace function public.book_slot(p_lead_id uuid, p_slot jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  seats integer := greatest(1, coalesce((p_slot ->> 'seats')::integer, 1));
  cap integer := nullif(coalesce((p_slot ->> 'dailyCap')::integer, 0), 0);
  place integer;
  seat_number integer;
  time_taken boolean;
begin
  for place in 1 .. coalesce(cap, 1) loop
    time_taken := true;
    for seat_number in 1 .. seats loop
      begin
        insert into public.bookings
          (id, lead_id, starts_at, ends_at, blocked_until, seat, agency_day, day_place, time_zone)
        values (
          (p_slot ->> 'id')::uuid,
          p_lead_id,
          (p_slot ->> 'startsAt')::timestamptz,
          (p_slot ->> 'endsAt')::timestamptz,
          (p_slot ->> 'blockedUntil')::timestamptz,
          seat_number,
          (p_slot ->> 'agencyDay')::date,
          case when cap is null then null else place end,
          p_slot ->> 'timeZone'
        );
        return seat_number;
      exception
        when exclusion_violation then
          null; -- this seat is busy then: the next one
        when unique_violation then
          time_taken := false; -- this place of the day is taken: the next place
          exit;
      end;
    end loop;
    exit when time_taken;
  end loop;
  raise exception 'booking slot taken' using errcode = 'BK409';
end;
$$;

-- store_lead, then the session's seat, its invites attached to the lead's e-mails and its
-- reminders queued: all or nothing, one transaction. A replayed idempotency key books nothing.
-- p_lead: { idempotencyKey, requestHash, formType, formLabel, record, spamReasons, emails };
-- p_booking: book_slot's p_slot plus { emails: [{ kind, to, replyTo, subject, text, html,
-- dueAt, attachments }], attachments: { <kind>: [...] } }.
create or replace function public.store_booked_lead(
  p_lead jsonb,
  p_crm_handoff boolean,
  p_booking jsonb
)
returns table (lead_id uuid, created boolean, request_hash text)
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  answer record;
begin
  select * into answer from public.store_lead(
    p_lead ->> 'idempotencyKey',
    p_lead ->> 'requestHash',
    p_lead ->> 'formType',
    p_lead ->> 'formLabel',
    p_lead -> 'record',
    array(select jsonb_array_elements_text(coalesce(p_lead -> 'spamReasons', '[]'::jsonb))),
    p_lead -> 'emails',
    p_crm_handoff
  ) as s;

  if answer.created then
    perform public.book_slot(answer.lead_id, p_booking);
    update public.email_outbox o
       set attachments = a.value
      from jsonb_each(coalesce(p_booking -> 'attachments', '{}'::jsonb)) as a
     where o.lead_id = answer.lead_id and o.kind = a.key;
    perform public.queue_booking_emails(answer.lead_id, p_booking -> 'emails');
  end if;

  lead_id := answer.lead_id;
  created := answer.created;
  request_hash := answer.request_hash;
  return next;
end;
$$;

-- Queues booking e-mails of a lead, each first due at its dueAt (now when absent).
create or replace function public.queue_booking_emails(p_lead_id uuid, p_emails jsonb)
returns void
language sql
volatile
security definer
set search_path = public, pg_temp
as $$
  insert into public.email_outbox
    (lead_id, kind, to_address, reply_to, subject, text_body, html_body, attachments,
     next_attempt_at)
  select p_lead_id,
         e ->> 'kind',
         e ->> 'to',
         nullif(e ->> 'replyTo', ''),
         e ->> 'subject',
         e ->> 'text',
         e ->> 'html',
         coalesce(e -> 'attachments', '[]'::jsonb),
         coalesce((e ->> 'dueAt')::timestamptz, now())
    from jsonb_array_elements(coalesce(p_emails, '[]'::jsonb)) as e;
$$;

-- Reminders not yet sent are withdrawn when a session moves or is cancelled.
create or replace function public.withdraw_booking_reminders(p_lead_id uuid)
returns void
language sql
volatile
security definer
set search_path = public, pg_temp
as $$
  delete from public.email_outbox
   where lead_id = p_lead_id
     and kind like 'booking-reminder-%'
     and status in ('pending', 'failed');
$$;

-- Moves a live session to another time, if the link's sequence is still the session's (a link
-- from an older e-mail is spent): a free seat at the new time, SEQUENCE + 1, the reminders of the
-- old time withdrawn, the update e-mails and new reminders queued. Returns the new sequence, or
-- null when the session is not there, not live, or the sequence is stale; raises BK409 when the
-- new time has no free seat.
create or replace function public.reschedule_booking(
  p_id uuid,
  p_sequence integer,
  p_slot jsonb,
  p_emails jsonb
)
returns integer
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  held public.bookings%rowtype;
  seats integer := greatest(1, coalesce((p_slot ->> 'seats')::integer, 1));
  cap integer := nullif(coalesce((p_slot ->> 'dailyCap')::integer, 0), 0);
  place integer;
  seat_number integer;
  time_taken boolean;
begin
  select * into held from public.bookings where id = p_id for update;
  if not found or held.sequence <> p_sequence or held.state not in ('booked', 'rescheduled')
  then
    return null;
  end if;
  for place in 1 .. coalesce(cap, 1) loop
    time_taken := true;
    for seat_number in 1 .. seats loop
      begin
        update public.bookings
           set starts_at = (p_slot ->> 'startsAt')::timestamptz,
               ends_at = (p_slot ->> 'endsAt')::timestamptz,
               blocked_until = (p_slot ->> 'blockedUntil')::timestamptz,
               agency_day = (p_slot ->> 'agencyDay')::date,
               day_place = case when cap is null then null else place end,
               time_zone = p_slot ->> 'timeZone',
               seat = seat_number,
               state = 'rescheduled',
               sequence = held.sequence + 1,
               updated_at = now()
         where id = p_id;
        perform public.withdraw_booking_reminders(held.lead_id);
        perform public.queue_booking_emails(held.lead_id, p_emails);
        return held.sequence + 1;
      exception
        when exclusion_violation then
          null;
        when unique_violation then
          time_taken := false;
          exit;
      end;
    end loop;
    exit when time_taken;
  end loop;
  raise exception 'booking slot taken' using errcode = 'BK409';
end;
$$;

-- Cancels a live session (the link's sequence must be current): its seat is free at once, its
-- reminders withdrawn, the cancellations queued. Returns the new sequence, or null as above.
create or replace function public.cancel_booking(p_id uuid, p_sequence integer, p_emails jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  held public.bookings%rowtype;
begin
  select * into held from public.bookings where id = p_id for update;
  if not found or held.sequence <> p_sequence or held.state not in ('booked', 'rescheduled')
  then
    return null;
  end if;
  update public.bookings
     set state = 'cancelled', sequence = held.sequence + 1, updated_at = now()
   where id = p_id;
  perform public.withdraw_booking_reminders(held.lead_id);
  perform public.queue_booking_emails(held.lead_id, p_emails);
  return held.sequence + 1;
end;
$$;

-- The same protection as the lead tables: RLS on, nothing for anon/authenticated.
alter table public.bookings enable row level security;
alter table public.booking_secrets enable row level security;

revoke all on table public.bookings, public.booking_secrets from public;
revoke all on function public.book_slot(uuid, jsonb) from public;
revoke all on function public.store_booked_lead(jsonb, boolean, jsonb) from public;
revoke all on function public.queue_booking_emails(uuid, jsonb) from public;
revoke all on function public.withdraw_booking_reminders(uuid) from public;
revoke all on function public.reschedule_booking(uuid, integer, jsonb, jsonb) from public;
revoke all on function public.cancel_booking(uuid, integer, jsonb) from public;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.bookings, public.booking_secrets from %I',
        role_name);
    end if;
  end loop;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant select, insert, update, delete on table public.bookings, public.booking_secrets
      to service_role;
    grant execute on function public.book_slot(uuid, jsonb),
      public.store_booked_lead(jsonb, boolean, jsonb),
      public.queue_booking_emails(uuid, jsonb),
      public.withdraw_booking_reminders(uuid),
      public.reschedule_booking(uuid, integer, jsonb, jsonb),
      public.cancel_booking(uuid, integer, jsonb)
      to service_role;
  end if;
end
$$;
