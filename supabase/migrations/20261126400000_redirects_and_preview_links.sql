-- How often each redirect (a `redirect` document of the CMS, by its id) has been followed, for
-- the admin's list. One row per redirect, bumped with an upsert: no read, no row per visit.
create table if not exists public.redirect_hits (
  redirect_id text primary key,
  hits bigint not null default 0,
  last_hit_at timestamptz not null default now()
);

-- Links that show a draft page to a client without a Studio account (web/preview/client-links.ts).
-- The link carries the row's id and an HMAC of it; the row says where it leads, until when, and
-- whether it was revoked, so a link can be ended before it expires.
create table if not exists public.preview_links (
  id text primary key,
  path text not null,
  label text not null default '',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  opened_count integer not null default 0,
  last_opened_at timestamptz
);
create index if not exists preview_links_created_at on public.preview_links (created_at desc);

-- As for leads: row-level security on and no policies, so the Data API's anon and signed-in
-- roles can neither read nor write them; the app uses the owner or service_role.
alter table public.redirect_hits enable row level security;
alter table public.preview_links enable row level security;
revoke all on table public.redirect_hits, public.preview_links from public;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.redirect_hits, public.preview_links from %I',
        role_name);
    end if;
  end loop;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant select, insert, update, delete on table public.redirect_hits, public.preview_links
      to service_role;
  end if;
end
$$;
