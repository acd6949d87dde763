import { StrictMode, useEffect } from 'react';
import { Router } from 'wouter';
import { App } from './App';
import { localePath, localeSettings, neutralPath, siteLocale } from '../content/locale';

/**
 * After the app: its effects have run when this one does, and the page is live. Said on
 * <html data-hydrated> for tests and tools.
 */
function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** wouter joins its base and a link's path: '/es' + '/' is the Spanish home, which lives at '/es'. */
const pageAddress = (href: string) => localePath(neutralPath(href));

/**
 * The whole tree, the same for the prerender and for hydration: `useId` derives its ids
 * from where a component sits, so one child more or less on either side would point labels,
 * error links and focus at ids the page does not have. The router's base is the build
 * language's prefix: links written `/contact` stay in that language (`/es/contact`), and the
 * app sees language-neutral paths.
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
