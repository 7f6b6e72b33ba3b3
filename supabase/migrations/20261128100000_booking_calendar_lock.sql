-- One writer of the calendar at a time, so that no booking ends in a 503 under a race.
--
-- Two transactions that insert overlapping sessions at the same moment each write their index
-- entry before checking the exclusion constraint, then each waits for the other: Postgres breaks
-- the deadlock by failing one of them (40P01), and that visitor got a 503 instead of "just taken".
-- A statement-level trigger takes one transaction-scoped advisory lock before any row of
-- `bookings` is inserted or updated (book_slot, reschedule_booking, cancel_booking, and any later
-- path), so the second writer waits for the first to commit and then meets a plain exclusion or
-- unique violation, which book_slot turns into the next seat or BK409. An attempt refused inside
-- book_slot's subtransaction releases the lock with it; a successful one holds it to commit.
-- Bookings are a handful a day: serialising their writes costs nothing a visitor sees.
create or replace function public.lock_booking_calendar()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  -- The key is 'bookings' as a number (any constant the other advisory locks do not use).
  perform pg_advisory_xact_lock(7236836789466870643);
  return null;
end;
$$;

drop trigger if exists bookings_one_writer on public.bookings;
create trigger bookings_one_writer
  before insert or update on public.bookings
  for each statement
  execute function public.lock_booking_calendar();

revoke all on function public.lock_booking_calendar() from public;
