-- The outbox learns two kinds: 'acknowledgement', the e-mail telling an enquirer that
-- their message arrived, and 'cap', the company told that a site-wide hourly cap was
-- reached. SQLite cannot change a CHECK constraint, so the table is rebuilt: same
-- columns, every row kept with its id, then its index made again.
CREATE TABLE outbox_rebuilt (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('enquiry', 'acknowledgement', 'subscriber', 'confirmation', 'cap')),
  lead_id INTEGER NOT NULL,
  channel TEXT NOT NULL,
  -- The site's address when the lead arrived, for links in e-mails.
  origin TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claimed_at INTEGER,
  lease_until INTEGER,
  delivered_at INTEGER,
  dead_at INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (kind, lead_id, channel)
);
INSERT INTO outbox_rebuilt (id, kind, lead_id, channel, origin, attempts, next_attempt_at, claimed_at, lease_until, delivered_at, dead_at, last_error, created_at)
  SELECT id, kind, lead_id, channel, origin, attempts, next_attempt_at, claimed_at, lease_until, delivered_at, dead_at, last_error, created_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_rebuilt RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (delivered_at, next_attempt_at);

-- Each site-wide cap reached, once per clock hour: what a 'cap' notice is about, and
-- what keeps the company from being told twice. cap: 'messages', 'signups' or 'emails'.
CREATE TABLE cap_notices (
  id INTEGER PRIMARY KEY,
  cap TEXT NOT NULL,
  hour_start INTEGER NOT NULL,
  UNIQUE (cap, hour_start)
);
