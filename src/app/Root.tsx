import { StrictMode, useEffect } from 'react';
import { Router } from 'wouter';
import { App } from './App';
import { localePath, localeSettings, neutralPath, siteLocale } from '../content/locale';

/** After the app, so its effects have run when this one's does: <html data-hydrated> says the page is live, for tests. */
function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** wouter joins its base and a link's path: '/es' + '/' is the Spanish home, which lives at '/es'. */
const pageAddress = (href: string) => localePath(neutralPath(href));

/**
 * The whole tree, the same for the prerender and for hydration: `useId` derives its ids from where
 * a component sits, so one child more or less on either side would point labels and focus astray.
 * The router's base is the build language's prefix: `/contact` stays `/es/contact` in Spanish.
 */
export function Root({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router
        ssrPath={ssrPath}
        base={localeSettings[siteLocale].pathPrefix}
        hrefs={pageAddress}
        aroundNav={(navigate, to, options) => navigate(pageAddress(to), options)}
      >
        <App />
        <HydrationSignal />
      </Router>
    </StrictMode>
  );
}
