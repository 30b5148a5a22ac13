-- A deleted group leaves its past reservations their group id, for statistics (decisions §9):
-- desk_reservations.group_id stays plain text instead of being set to NULL by the foreign key.
-- Bookings still take the group from the desk and the occupant, both checked when they are made.

ALTER TABLE desk_reservations DROP CONSTRAINT desk_reservations_group_id_fkey;
CREATE INDEX desk_reservations_group ON desk_reservations (group_id);
