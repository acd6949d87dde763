import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders `ui` inside a router pinned at `path`; `navigate` moves it like a link would. */
export function renderAt(path: string, ui: ReactElement) {
  const location = memoryLocation({ path, record: true });
  const result = render(<Router hook={location.hook}>{ui}</Router>);
  return { ...result, navigate: location.navigate, history: location.history };
}
