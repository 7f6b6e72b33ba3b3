-- Where leads come from, and the consent they were sent under (issue 33, items 1 and 3).
--
-- Both are part of the lead record (record -> 'attribution' = { first, last }, each touch with
-- utm_source … msclkid, landing_page, referrer, at; record -> 'consent' = { necessary, analytics,
-- marketing, functional, chosenAt, gpc, privacyNoticeVersion, recordedAt }), written by the same
-- store_lead call as the rest of the record. The columns below are derived from them, for the
-- inbox's filters and the lead report; nothing writes them.

alter table public.leads
  add column if not exists first_source text
    generated always as (nullif(record #>> '{attribution,first,utm_source}', '')) stored,
  add column if not exists first_medium text
    generated always as (nullif(record #>> '{attribution,first,utm_medium}', '')) stored,
  add column if not exists first_campaign text
    generated always as (nullif(record #>> '{attribution,first,utm_campaign}', '')) stored,
  add column if not exists last_source text
    generated always as (nullif(record #>> '{attribution,last,utm_source}', '')) stored,
  add column if not exists last_medium text
    generated always as (nullif(record #>> '{attribution,last,utm_medium}', '')) stored,
  add column if not exists last_campaign text
    generated always as (nullif(record #>> '{attribution,last,utm_campaign}', '')) stored;

-- The report counts a date range; the inbox filters by these (case-insensitively).
create index if not exists leads_last_source_idx on public.leads (lower(last_source), seq desc);
create index if not exists leads_first_source_idx on public.leads (lower(first_source), seq desc);
