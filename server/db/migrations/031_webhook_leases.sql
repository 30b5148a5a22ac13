-- A claimed delivery's lease in a column of its own, in no index, and room on each page of the
-- deliveries (#44 point 6): a claim then rewrites its row in place (a HOT update, no index entry),
-- where moving `next_attempt_at`, the due index's key, wrote three. `next_attempt_at` keeps the time
-- the delivery falls due; a row leased until a time still to come is in flight.
ALTER TABLE webhook_deliveries ADD COLUMN leased_until timestamptz;
ALTER TABLE webhook_deliveries SET (fillfactor = 70);
