// One beacon per page view to the site's own receiver: the page load's, each client-side
// navigation's and a page's shown again from the back/forward cache, sent after the next paint so
// it never holds up what the visitor sees. A page prerendered in the background counts once it is
// shown, and a browser sending Global Privacy Control sends nothing. No cookie, no storage, no
// identifier: the receiver counts visitors by a daily hash it cannot keep
// (worker/traffic/visitor.ts). Browser only, from the boot script.
import { apiPaths } from '../../addresses.mjs';
import { neutralPath, siteLocale } from '../../content/locale';
import { sourceOf } from '../../forms/visitSource';
import { afterNextPaint } from '../../hooks/afterNextPaint';
import { navigationEvents } from '../navigationEvents';
import { findRoute } from '../routes';
import { deviceOf, type PageView } from '../../forms/pageView';

/** What the browser says that TypeScript's DOM types do not know yet. */
type Browser = {
  navigator: { globalPrivacyControl?: boolean };
  document: { prerendering?: boolean };
};

export function countPageViews(): void {
  const { navigator: browser, document: page } = globalThis as unknown as Browser;
  if (browser.globalPrivacyControl) return;
  let counted: string | undefined;

  /** Where the visit came from, as the page it landed on says: the referring site and campaign tags. */
  const arrival = () => {
    const { landing: _page, ...source } = sourceOf({
      address: location,
      referrer: document.referrer,
    });
    return source;
  };
  // Read at once, while the address is the one shown; sent after the paint that shows it. The
  // landing carries where the visit came from; a navigation inside the site only its page.
  const count = (landing: boolean) => {
    const path = findRoute(neutralPath(location.pathname)).path;
    if (!landing && path === counted) return;
    counted = path;
    const view: Partial<PageView> = {
      path,
      language: siteLocale,
      device: deviceOf(innerWidth),
      ...(landing && arrival()),
    };
    const body = new URLSearchParams(Object.entries(view).filter(([, value]) => value));
    afterNextPaint(() => navigator.sendBeacon(apiPaths.traffic, body));
  };

  const start = () => {
    count(true);
    for (const type of navigationEvents) addEventListener(type, () => count(false));
    // Back or forward to a page the browser kept whole (its back/forward cache): shown again,
    // counted again, as a reload of it would be.
    addEventListener('pageshow', (event) => {
      if (!event.persisted) return;
      counted = undefined;
      count(false);
    });
  };
  if (page.prerendering) document.addEventListener('prerenderingchange', start, { once: true });
  else start();
}
