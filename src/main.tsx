import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/App';
import { loadPage } from './app/pageLoader';
import { findRoute } from './app/routes';
import './styles/fonts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to hydrate.');

// The prerendered page's chunk is loaded first, so hydration never suspends.
void loadPage(findRoute(window.location.pathname).page).then(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <Router>
        <App />
      </Router>
    </StrictMode>,
  );
});
