import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from '../Root';
import { clearReloadMark } from './chunkRecovery';
import { PageLoadError } from './PageLoadError';
// The stylesheet arrives inside each prerendered page; these imports put it in the build.
import '../../styles/fonts.css';
import '../../styles/global.css';

/**
 * Hydrates the prerendered page. As a transition, React hydrates in short slices that
 * yield to the browser between them, instead of one long task that would hold up a tap.
 */
export function hydrate(container: Element) {
  clearReloadMark();
  const app = <Root />;
  // The dev server serves the bare template: there is nothing to hydrate.
  if (import.meta.env.DEV && !container.firstElementChild) createRoot(container).render(app);
  else startTransition(() => void hydrateRoot(container, app));
}

/** Says above the prerendered page, which stays readable, that it could not become interactive. */
export function showLoadFailure() {
  const notice = document.createElement('div');
  document.body.append(notice);
  createRoot(notice).render(<PageLoadError message="interactive" />);
}
