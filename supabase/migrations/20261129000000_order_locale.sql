-- The language of each order (issue 44): the language of the page the client checked out or
-- opened the payment link from. The receipt is written in it; the agency's notification stays
-- English and names it.
--
-- As for leads (20261128200000_lead_locale.sql), which codes exist is the language table's to say
-- (core/i18n/locales.ts): the orders API refuses a code the table does not know before anything is
-- stored, so the check below only keeps the column a language tag. An order stored before, or by
-- an older server during a deploy, is English.

alter table public.orders
  add column if not exists locale text not null default 'en'
    constraint orders_locale_tag check (locale ~ '^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$');

-- The order of a payment link, in the language of the page it is being paid from: the order in
-- progress or a new one, as open_payment_link_order(text, text, text) decides (it stays, for a
-- server of the previous release during a deploy), then, while the order is still pending, its
-- language is the page's. A link the client opened in English and pays in Arabic gets an Arabic
-- receipt. p_locale null leaves the language as it is. One statement, as the rest of payments.
create or replace function public.open_payment_link_order(
  p_link_id text,
  p_mode text,
  p_gateway text,
  p_locale text
)
returns table (outcome text, order_id uuid)
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  opened record;
begin
  select o.outcome, o.order_id into opened
    from public.open_payment_link_order(p_link_id, p_mode, p_gateway) as o;
  if p_locale is not null and opened.outcome in ('created', 'existing') then
    update public.orders o
       set locale = p_locale
     where o.id = opened.order_id and o.state = 'pending' and o.locale <> p_locale;
  end if;
  return query select opened.outcome, opened.order_id;
end;
$$;

revoke all on function public.open_payment_link_order(text, text, text, text) from public;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format(
        'revoke all on function public.open_payment_link_order(text, text, text, text) from %I',
        role_name);
    end if;
  end loop;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.open_payment_link_order(text, text, text, text)
      to service_role;
  end if;
end
$$;
