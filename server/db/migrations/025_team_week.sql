-- The team's week (decisions §21, #42 point 6) reads a group's people by `group_list @> ARRAY[group]`.
-- Without an index that is a scan of every account (10,000 in the bench's company: 80 % of the
-- statement's time); with it, the group's own rows. Valid accounts only, as the statement reads them.
CREATE INDEX users_group_list ON users USING gin (group_list) WHERE valid;
