import { useState } from 'react';
import { useInbox, type Said } from './inboxContext';

/**
 * One save at a time: runs `send`, announces `done(answer)` in the live region and keeps it
 * to show beside the button (on a phone the region may be scrolled out of sight), a sentence
 * alone being a success and an answer that is a refusal saying so by its tone; or keeps the
 * failure's sentence to show next to the control (announced too). What was typed stays.
 * `save(first)` runs `first(answer)` before the announcement: a view it opens is the one the
 * announcement is made in.
 * `failureAlerted`: the caller shows the failure in an alert of its own (a dialog's, as the
 * page behind a modal dialog is not heard), so the live region does not say it a second time.
 */
export function useSave<T>(
  send: () => Promise<T>,
  done: (answer: T) => string | Said,
  { failureAlerted = false } = {},
) {
  const { announce, fail } = useInbox();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<Said | undefined>();
  const save = async (first?: (answer: T) => void) => {
    setSaving(true);
    setError(undefined);
    setSaved(undefined);
    try {
      const answer = await send();
      first?.(answer);
      const said = done(answer);
      const heard: Said = typeof said === 'string' ? { text: said, tone: 'success' } : said;
      announce(heard);
      setSaved(heard);
      return answer;
    } catch (problem) {
      const sentence = fail(problem);
      setError(sentence);
      if (!failureAlerted) announce({ text: sentence, tone: 'error' });
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  /** A change after the save: the confirmation beside the button no longer holds. */
  const edited = () => setSaved(undefined);
  /** A new question (a dialog opened again, for the same address or another): nothing said before holds. */
  const reset = () => {
    setError(undefined);
    setSaved(undefined);
  };
  return { save, saving, error, saved, edited, reset };
}
