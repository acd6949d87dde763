import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './App';
import { clearReloadMark } from './chunkRecovery';
// The stylesheet arrives inside each prerendered page; these imports put it in the build.
import '../styles/fonts';
import '../styles/global.css';

/**
 * Hydrates the prerendered page. As a transition, React hydrates in short slices that
 * yield to the browser between them, instead of one long task that would hold up a tap.
 */
export function hydrate(container: Element) {
  clearReloadMark();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Router>
          <App />
        </Router>
      </StrictMode>,
    );
  });
}
