import { useEffect, useState } from 'react';

// A note typed and not saved is kept per lead for the tab's life, a reload included, so that
// leaving the lead does not lose it.
const draftKey = (reference: string) => `inbox-note-draft:${reference}`;

function readDraft(reference: string) {
  try {
    return sessionStorage.getItem(draftKey(reference));
  } catch {
    // Storage refused (a browser's privacy setting): there is no draft to show.
    return null;
  }
}

/** Forgets the lead's draft: its address has been erased, and a note about the person with it. */
export function forgetNoteDraft(reference: string) {
  keepDraft(reference, '', '');
}

function keepDraft(reference: string, note: string, saved: string) {
  try {
    if (note === saved) sessionStorage.removeItem(draftKey(reference));
    else sessionStorage.setItem(draftKey(reference), note);
  } catch {
    // Storage refused or full: the draft lasts as long as the page shows it.
  }
}

/**
 * The lead's note as typed: its draft when one was left unsaved, else `saved`. The draft
 * follows every change, and goes once the note is what is saved.
 */
export function useNoteDraft(reference: string, saved: string) {
  const [note, setNote] = useState(() => readDraft(reference) ?? saved);
  useEffect(() => keepDraft(reference, note, saved), [reference, note, saved]);
  return [note, setNote] as const;
}
