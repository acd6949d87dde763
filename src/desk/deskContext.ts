import { createContext, useContext } from 'react';

/** A sentence for the desk's live region, and whether it confirms (success) or reports a failure (error). */
export type Said = { text: string; tone: 'success' | 'error' };

export type DeskTools = {
  /** Says a sentence in the desk's live region: a save confirmed, an action failed. */
  announce: (said: Said) => void;
  /** The sentence to show for a failed request; a 403 also turns the desk to its sign-in page. */
  fail: (error: unknown) => string;
};

export const DeskContext = createContext<DeskTools>({
  announce: () => {},
  fail: (error) => String(error),
});

export const useDesk = () => useContext(DeskContext);
