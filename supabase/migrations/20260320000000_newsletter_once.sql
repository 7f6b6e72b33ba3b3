-- One newsletter subscription per address. The lead function stores a subscription under the
-- idempotency key 'newsletter:' || sha256 of the address (ASCII letters in lower case), so a
-- second subscription of the same address finds the first and stores nothing. This gives the
-- oldest subscription of each address already stored that key, so the rule also holds for
-- addresses that subscribed before it existed. (Subscriptions caught by the honeypot keep their
-- own keys: a bot's subscription does not take an address from the person.)
with firsts as (
  select distinct on (address) id, address
    from (
      select l.id, l.created_at, l.seq,
             'newsletter:' || encode(sha256(convert_to(translate(btrim(l.email),
               'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), 'UTF8')), 'hex') as address
        from public.leads l
       where l.form_type = 'newsletter'
         and l.email <> ''
         and not ('honeypot' = any (l.spam_reasons))
    ) as subscriptions
   order by address, created_at, seq
)
update public.leads l
   set idempotency_key = firsts.address
  from firsts
 where l.id = firsts.id
   and not exists (select 1 from public.leads taken where taken.idempotency_key = firsts.address);
