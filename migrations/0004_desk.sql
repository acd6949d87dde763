-- The company's desk: each enquiry's state in the inbox, where its visit came from,
-- who changed it and when, and a line for each erasure. Times are Unix milliseconds.

-- status: 'new', 'replied', 'won', 'lost' or 'spam' (failed a soft check, kept but not
-- notified, deleted after 30 days). source: the short label the inbox groups leads by
-- (utm_source, else the referring host, else 'direct'). landing is the visit's first
-- page (path and query), referrer a host only.
ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'replied', 'won', 'lost', 'spam'));
ALTER TABLE enquiries ADD COLUMN spam_reason TEXT;
ALTER TABLE enquiries ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN source TEXT NOT NULL DEFAULT 'direct';
ALTER TABLE enquiries ADD COLUMN landing TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN referrer TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN updated_at INTEGER;
ALTER TABLE enquiries ADD COLUMN updated_by TEXT;

-- The inbox's list: one status (or all but spam), newest first; the per-source counts.
CREATE INDEX enquiries_status_received ON enquiries (status, received_at);
CREATE INDEX enquiries_source_received ON enquiries (source, received_at);
-- Search by address, and erasure, whatever the case it was typed in. (The search over
-- names and messages is a substring match, which no index serves.)
CREATE INDEX enquiries_email ON enquiries (email COLLATE NOCASE);

-- Every change made in the inbox: which signed-in person (their e-mail, or 'local'),
-- when, and what ('status: replied', 'note'; never the note's text).
CREATE TABLE lead_changes (
  id INTEGER PRIMARY KEY,
  enquiry_id INTEGER NOT NULL,
  at INTEGER NOT NULL,
  editor TEXT NOT NULL,
  what TEXT NOT NULL
);
CREATE INDEX lead_changes_enquiry ON lead_changes (enquiry_id, at);

-- One line per erasure on request: when, who carried it out, and how many rows went.
-- Nothing of the person erased.
CREATE TABLE erasures (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  editor TEXT NOT NULL,
  enquiries INTEGER NOT NULL,
  subscribers INTEGER NOT NULL,
  notices INTEGER NOT NULL
);
