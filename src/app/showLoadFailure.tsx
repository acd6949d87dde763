import { createRoot } from 'react-dom/client';
import { PageLoadError } from './PageLoadError';

/** Says above the prerendered page, which stays readable, that it could not become interactive. */
export function showLoadFailure() {
  const notice = document.createElement('div');
  document.body.append(notice);
  createRoot(notice).render(<PageLoadError message="interactive" />);
}
