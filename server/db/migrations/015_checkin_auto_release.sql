-- Check-in, walk-up booking and auto-release (decisions §13, issue #26).

-- A reservation released by the auto-release job: cancelled, and yet a no-show (it counts for
-- indiscipline and in the statistics as not present, unlike one cancelled by a person).
ALTER TABLE desk_reservations ADD COLUMN released boolean NOT NULL DEFAULT false;
ALTER TABLE desk_reservations ADD CONSTRAINT desk_reservations_released_cancelled CHECK (NOT released OR status = 'cancelled');

-- The statistics read live reservations and released ones: the indexes of migration 009 take
-- them in, in the same order. A read of live ones alone (status <> 'cancelled') still implies
-- the wider predicate and keeps using them.
DROP INDEX desk_reservations_table_order;
CREATE INDEX desk_reservations_table_order ON desk_reservations
  (day, (split_part(desk_id, '-', 1)::numeric), (split_part(desk_id, '-', 2)::numeric), desk_id)
  WHERE (status <> 'cancelled' OR released);
DROP INDEX desk_reservations_group_order;
CREATE INDEX desk_reservations_group_order ON desk_reservations
  (group_id, day, (split_part(desk_id, '-', 1)::numeric), (split_part(desk_id, '-', 2)::numeric), desk_id)
  WHERE (status <> 'cancelled' OR released);

-- A change made by the system itself (the release job) has no actor.
ALTER TABLE audit_log ALTER COLUMN actor_uuid DROP NOT NULL;
ALTER TABLE audit_log ALTER COLUMN actor_name DROP NOT NULL;

-- When a parameter last changed through the API: a due time of the auto-release that came before
-- its hour was set is not made up (docs/decisions/booking.md, "Check-in and auto-release (#26)").
ALTER TABLE settings ADD COLUMN changed_at timestamptz;
