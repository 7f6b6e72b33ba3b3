-- Several leads in one statement (group commit on a single-connection database such as PGlite):
-- each element is { idempotencyKey, requestHash, formType, formLabel, record, spamReasons, emails }
-- and gets the answer submit_lead would give it, in order. One statement is one transaction.
create or replace function public.submit_leads(p_leads jsonb)
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
    select * into answer from public.submit_lead(
      item ->> 'idempotencyKey',
      item ->> 'requestHash',
      item ->> 'formType',
      item ->> 'formLabel',
      item -> 'record',
      array(select jsonb_array_elements_text(coalesce(item -> 'spamReasons', '[]'::jsonb))),
      item -> 'emails'
    ) as s;
    ordinal := position;
    lead_id := answer.lead_id;
    created := answer.created;
    request_hash := answer.request_hash;
    return next;
  end loop;
end;
$$;

revoke all on function public.submit_leads(jsonb) from public;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on function public.submit_leads(jsonb) from %I', role_name);
    end if;
  end loop;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.submit_leads(jsonb) to service_role;
  end if;
end
$$;
