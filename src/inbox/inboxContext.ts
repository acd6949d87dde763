import { createContext, useContext } from 'react';

/** A sentence for the inbox's live region, and whether it confirms (success) or reports a failure (error). */
export type Said = { text: string; tone: 'success' | 'error' };

export type InboxTools = {
  /** Says a sentence in the inbox's live region: a save confirmed, an action failed. */
  announce: (said: Said) => void;
  /** The sentence to show for a failed request; a 403 also turns the inbox to its sign-in page. */
  fail: (error: unknown) => string;
};

export const InboxContext = createContext<InboxTools>({
  announce: () => {},
  fail: (error) => String(error),
});

export const useInbox = () => useContext(InboxContext);
