-- The administrators' table of desk reservations (decisions §10, issue #13) lists live
-- reservations by day, then desk in number order ('4-2' before '4-10'), and pages at any depth.
-- These indexes are that order, alone and within a group (the table's group filter, the tables
-- per group and per manager), so a page or an export batch is a range scan that sorts nothing
-- and a day's count of a filter is read from an index.
-- numeric, not int: a desk number too long for an integer must not make booking fail.
CREATE INDEX desk_reservations_table_order ON desk_reservations
  (day, (split_part(desk_id, '-', 1)::numeric), (split_part(desk_id, '-', 2)::numeric), desk_id)
  WHERE status <> 'cancelled';
CREATE INDEX desk_reservations_group_order ON desk_reservations
  (group_id, day, (split_part(desk_id, '-', 1)::numeric), (split_part(desk_id, '-', 2)::numeric), desk_id)
  WHERE status <> 'cancelled';
