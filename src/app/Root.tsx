import { StrictMode, useEffect } from 'react';
import { Router } from 'wouter';
import { App } from './App';
import { markPageHydrated } from '../components/deferred/hydrationSignal';

/** After the app: its effects, the deferred parts' included, have run when this one does. */
function HydrationSignal() {
  useEffect(markPageHydrated, []);
  return null;
}

/**
 * The whole tree, the same for the prerender and for hydration. `useId` derives its ids
 * from where a component sits among its siblings: one child more or less on either side
 * (the hydration signal was once the browser's alone) gives every id a different value,
 * and labels, error links and focus then point at ids the page does not have.
 */
export function Root({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <App />
        <HydrationSignal />
      </Router>
    </StrictMode>
  );
}
