-- What the forms' receiver stores. Times are Unix milliseconds.

-- Contact form messages. The idempotency key makes a repeated submit store one row.
CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  budget TEXT NOT NULL,
  message TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE INDEX enquiries_received_at ON enquiries (received_at);

-- Newsletter addresses: one row per address, whatever the case it was typed in.
-- status: 'pending' (waiting for the confirmation link) or 'subscribed'.
CREATE TABLE subscribers (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'subscribed')),
  token TEXT NOT NULL UNIQUE,
  received_at INTEGER NOT NULL,
  confirmed_at INTEGER
);
CREATE INDEX subscribers_received_at ON subscribers (received_at);

-- Notifications still to deliver, one row per lead and channel. A row is claimed
-- (claimed_until) before it is sent, so the immediate attempt and the cron never both send it.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('enquiry', 'subscriber', 'confirmation')),
  lead_id INTEGER NOT NULL,
  channel TEXT NOT NULL,
  -- The site's address when the lead arrived, for links in e-mails.
  origin TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claimed_until INTEGER,
  delivered_at INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (kind, lead_id, channel)
);
CREATE INDEX outbox_due ON outbox (delivered_at, next_attempt_at);

-- Submissions per client and time window, for the rate limit. The client is a hash.
CREATE TABLE rate_limits (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
);

-- Field measurements (Core Web Vitals), anonymous: a route, a metric and its value.
CREATE TABLE vitals (
  id INTEGER PRIMARY KEY,
  route TEXT NOT NULL,
  name TEXT NOT NULL,
  value REAL NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE INDEX vitals_received_at ON vitals (received_at);
