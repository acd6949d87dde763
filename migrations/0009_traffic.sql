-- Traffic counted without tracking anyone (DESIGN.md, "Traffic"). Each day draws its own salt;
-- a visitor is a hash of salt, site, client network and User-Agent, kept for that day only.
-- The cron deletes both once the day is over: nobody can link two days' visitors, or a hash to
-- an address.
CREATE TABLE traffic_salts (
  day INTEGER PRIMARY KEY,
  salt TEXT NOT NULL
);

CREATE TABLE traffic_visitors (
  day INTEGER NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (day, hash)
) WITHOUT ROWID;

-- The counts: one row per day, page and source, language and device, so storage grows with the
-- site's pages and sources, not with its traffic. visitors counts each visitor once a day, on
-- the row of their first page view that day (their entry page and source).
CREATE TABLE traffic_daily (
  day INTEGER NOT NULL,
  path TEXT NOT NULL,
  referrer TEXT NOT NULL,
  utm_source TEXT NOT NULL,
  utm_medium TEXT NOT NULL,
  utm_campaign TEXT NOT NULL,
  language TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
  views INTEGER NOT NULL,
  visitors INTEGER NOT NULL,
  PRIMARY KEY (day, path, referrer, utm_source, utm_medium, utm_campaign, language, device)
) WITHOUT ROWID;
