-- The language of each lead (issue 44): English at the site's paths, Arabic under /ar, or any
-- other code of the site's language table (core/i18n/locales.ts). The visitor's e-mails are
-- written in it, and the agency sees it in the admin, the CSV and the CRM hand-off.
--
-- Which codes exist is the language table's to say, not this file's: the lead function refuses a
-- code the table does not know before anything is stored, so a third language is configuration
-- and content, with no migration. The checks below only keep the column a language tag.
--
-- The function writes the code in the lead record (record ->> 'locale'), with the rest of the
-- record, through store_lead / store_leads / store_booked_lead as they are; a trigger copies it
-- into the column. A lead without one (stored before, or by an older function during a deploy,
-- or queued offline by an older page) is English.

alter table public.leads
  add column if not exists locale text not null default 'en'
    constraint leads_locale_tag check (locale ~ '^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$');

create or replace function public.lead_locale_from_record()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  new.locale := coalesce(nullif(new.record ->> 'locale', ''), new.locale);
  return new;
end;
$$;

drop trigger if exists leads_locale_from_record on public.leads;
create trigger leads_locale_from_record
  before insert on public.leads
  for each row execute function public.lead_locale_from_record();

-- A booked session keeps its lead's language: its update, cancellation and reminder e-mails are
-- written in it, whichever page the visitor moves or cancels it from. book_slot inserts the
-- session in the lead's transaction, after the lead, so the lead's row is there to read.
alter table public.bookings
  add column if not exists locale text not null default 'en'
    constraint bookings_locale_tag check (locale ~ '^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$');

update public.bookings b set locale = l.locale from public.leads l where l.id = b.lead_id;

create or replace function public.booking_locale_from_lead()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  new.locale := coalesce((select l.locale from public.leads l where l.id = new.lead_id),
                         new.locale);
  return new;
end;
$$;

drop trigger if exists bookings_locale_from_lead on public.bookings;
create trigger bookings_locale_from_lead
  before insert on public.bookings
  for each row execute function public.booking_locale_from_lead();

-- A privacy request is confirmed by an e-mail in the language of the page it was asked from.
alter table public.privacy_requests
  add column if not exists locale text not null default 'en'
    constraint privacy_requests_locale_tag check (locale ~ '^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$');

revoke all on function public.lead_locale_from_record() from public;
revoke all on function public.booking_locale_from_lead() from public;
