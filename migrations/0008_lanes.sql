-- Which lane a message came in by (worker/lanes.ts): 'proof', with the site's proof of work, or
-- 'plain', without (JavaScript off, or a script); NULL for messages from before. And the bytes its
-- fields take, which the budget on junk (spam, and messages without proof) adds up.
ALTER TABLE enquiries ADD COLUMN lane TEXT;
ALTER TABLE enquiries ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
CREATE INDEX enquiries_lane ON enquiries (lane);
