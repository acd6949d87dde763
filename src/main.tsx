import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/App';
import { clearReloadMark, reloadOnce } from './app/chunkRecovery';
import { PageLoadError } from './app/PageLoadError';
import { loadPage } from './app/pageLoader';
import { findRoute } from './app/routes';
import './styles/fonts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to hydrate.');

function hydrate() {
  clearReloadMark();
  hydrateRoot(
    container!,
    <StrictMode>
      <Router>
        <App />
      </Router>
    </StrictMode>,
  );
}

/**
 * The prerendered page stays readable and its links work without its chunk; what is
 * missing is interactivity. After one reload fails too, say so above the page.
 */
function reportLoadFailure(error: unknown) {
  console.error('The page chunk could not be loaded', error);
  if (reloadOnce()) return;
  const notice = document.createElement('div');
  document.body.append(notice);
  createRoot(notice).render(<PageLoadError message="interactive" />);
}

// The prerendered page's chunk is loaded first, so hydration never suspends.
loadPage(findRoute(window.location.pathname).page).then(hydrate, reportLoadFailure);
