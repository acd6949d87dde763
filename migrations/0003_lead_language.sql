-- The language of the page each enquiry and sign-up was sent from ('en', 'es'; the
-- `locale` every form post carries). The receiver answered the visitor in it, and a
-- subscriber's e-mails and link pages use it; rows from before were all English.
ALTER TABLE enquiries ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
ALTER TABLE subscribers ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
