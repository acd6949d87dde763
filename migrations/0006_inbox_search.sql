-- The inbox at 100,000 leads: its search served by an index, and a line for each deletion
-- made in it. Times are Unix milliseconds.

-- The search over name, e-mail, phone and message: an FTS5 index of trigrams, so any
-- three characters or more of a field find it, as a substring match did, with case and
-- accents folded ("iniguez" finds Íñiguez). External content: the text stays in enquiries
-- alone, and the triggers keep the index in step with every insert, change and deletion
-- (an erasure included).
CREATE VIRTUAL TABLE enquiries_search USING fts5(
  name, email, phone, message,
  content = 'enquiries', content_rowid = 'id',
  tokenize = 'trigram remove_diacritics 1'
);
INSERT INTO enquiries_search (enquiries_search) VALUES ('rebuild');

CREATE TRIGGER enquiries_search_insert AFTER INSERT ON enquiries BEGIN
  INSERT INTO enquiries_search (rowid, name, email, phone, message)
    VALUES (new.id, new.name, new.email, new.phone, new.message);
END;
CREATE TRIGGER enquiries_search_delete AFTER DELETE ON enquiries BEGIN
  INSERT INTO enquiries_search (enquiries_search, rowid, name, email, phone, message)
    VALUES ('delete', old.id, old.name, old.email, old.phone, old.message);
END;
CREATE TRIGGER enquiries_search_update AFTER UPDATE OF name, email, phone, message ON enquiries BEGIN
  INSERT INTO enquiries_search (enquiries_search, rowid, name, email, phone, message)
    VALUES ('delete', old.id, old.name, old.email, old.phone, old.message);
  INSERT INTO enquiries_search (rowid, name, email, phone, message)
    VALUES (new.id, new.name, new.email, new.phone, new.message);
END;

-- One line per deletion of leads from the inbox: when, who, and how many went. Nothing of
-- the leads themselves.
CREATE TABLE deletions (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  editor TEXT NOT NULL,
  leads INTEGER NOT NULL
);
