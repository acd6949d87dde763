-- Addresses matched however they were typed: email_key is the address normalised
-- (worker/address.mjs: Unicode NFC, lower case, the domain in ASCII), beside the address as
-- typed. SQLite's lower() knows ASCII only, so rows from before are given theirs by the
-- Worker (fillAddressKeys in worker/addressKeys.ts), before any erasure and by the cron.
ALTER TABLE enquiries ADD COLUMN email_key TEXT;
CREATE INDEX enquiries_email_key ON enquiries (email_key);
ALTER TABLE subscribers ADD COLUMN email_key TEXT;
CREATE INDEX subscribers_email_key ON subscribers (email_key);

-- A lead's notice to the company held for the next digest (when many leads came in one
-- hour): since when. The count of the hour's notices, and the acknowledgements an address
-- was sent in the last day, are read by kind, channel and time.
ALTER TABLE outbox ADD COLUMN digest_at INTEGER;
CREATE INDEX outbox_kind_created ON outbox (kind, channel, created_at);

-- The one hourly e-mail cap became two budgets, the company's and the visitors'.
UPDATE cap_notices SET cap = 'company-emails' WHERE cap = 'emails';
