-- The agency's notification of a lead links to the lead's page in the admin
-- (/admin/leads/{id}), and the id is given here, when the lead is inserted: the function writes
-- '{{lead_id}}' in its place (core/leads/lead-emails.ts, LEAD_ID_PLACEHOLDER) and this trigger
-- puts the id in when the notification is stored, in the lead's own transaction, whichever
-- function stores it (store_lead, store_leads, store_booked_lead). Only the agency's e-mail is
-- touched: nothing is filled into what goes to the visitor.
create or replace function public.fill_lead_link()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if new.lead_id is not null then
    new.subject := replace(new.subject, '{{lead_id}}', new.lead_id::text);
    new.text_body := replace(new.text_body, '{{lead_id}}', new.lead_id::text);
    new.html_body := replace(new.html_body, '{{lead_id}}', new.lead_id::text);
  end if;
  return new;
end;
$$;

drop trigger if exists email_outbox_fill_lead_link on public.email_outbox;
create trigger email_outbox_fill_lead_link
  before insert on public.email_outbox
  for each row
  when (new.kind = 'notification')
  execute function public.fill_lead_link();

revoke all on function public.fill_lead_link() from public;
