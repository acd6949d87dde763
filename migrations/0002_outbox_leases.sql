-- Each claim of an outbox row is a lease of its own, taken when that row is claimed:
-- claimed_at and lease_until (a slow batch no longer gives late rows a lease already over).
ALTER TABLE outbox RENAME COLUMN claimed_until TO lease_until;
ALTER TABLE outbox ADD COLUMN claimed_at INTEGER;

-- A notification that failed its last allowed attempt is given up (dead-lettered) and
-- listed as failed by `npm run leads`, instead of being retried for ever.
ALTER TABLE outbox ADD COLUMN dead_at INTEGER;

-- Windows of different lengths share the table (forms, field measurements): each row
-- says when it may be deleted.
ALTER TABLE rate_limits ADD COLUMN expires_at INTEGER;
