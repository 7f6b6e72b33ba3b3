-- Secrets the site needs whether or not they are configured, generated once here and kept with
-- the data they protect (as booking_secrets keeps the booking-link key): 'links' signs the
-- newsletter and privacy e-mails' links when LINK_SIGNING_SECRET is not set. Every instance of
-- the site and the Supabase function read the same row, so a link signed by one is accepted by
-- the others; no value is written in the source.
create table if not exists public.site_secrets (
  name text primary key check (name in ('links')),
  secret text not null,
  created_at timestamptz not null default now()
);

insert into public.site_secrets (name, secret)
values ('links', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
on conflict (name) do nothing;

-- The same protection as the lead tables: RLS on, nothing for anon/authenticated.
alter table public.site_secrets enable row level security;
revoke all on table public.site_secrets from public;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.site_secrets from %I', role_name);
    end if;
  end loop;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant select on table public.site_secrets to service_role;
  end if;
end
$$;
