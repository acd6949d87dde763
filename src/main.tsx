// The page's boot script: small, and free of React. The prerendered page paints from its
// HTML alone; once it has loaded (or as soon as the visitor touches it), the framework, the page's chunk and the whole stylesheet are fetched side by side, so
// none of them competes with the first screen for a slow link.
import { reloadOnce } from './app/loading/chunkRecovery';
import { loadPage } from './app/loading/loadPage';
import { findRoute } from './app/routes';
import { neutralPath } from './content/locale';
import { whenPageLoaded } from './app/loading/whenPageLoaded';
import { loadWholeStylesheet } from './app/loading/wholeStylesheet';
import { holdEarlyInput, releaseHeldInput } from './hooks/earlyInput';
import { keepVisitSource } from './forms/visitSource';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to hydrate.');

/**
 * The prerendered page stays readable and its links work without its chunks; what is
 * missing is interactivity. After one reload fails too, say so above the page.
 */
function reportLoadFailure(error: unknown) {
  console.error('The page could not load its script', error);
  // A message sent meanwhile goes by the browser's own post, rather than being lost in a reload.
  if (releaseHeldInput(document)) return;
  if (reloadOnce()) return;
  import('./app/loading/hydrate').then(({ showLoadFailure }) => showLoadFailure(), console.error);
}

holdEarlyInput(document);
// At once, while the address is still the one the page was loaded at.
keepVisitSource(document);

/**
 * The page's chunk is loaded before hydrating, so hydration never suspends, and so is the
 * whole stylesheet, so a state or page the app shows next is styled.
 */
const loadAndHydrate = () =>
  Promise.all([
    import('./app/loading/hydrate'),
    loadPage(findRoute(neutralPath(window.location.pathname)).page),
    loadWholeStylesheet(document),
  ]).then(
    ([{ hydrate }]) => hydrate(container),
    reportLoadFailure,
  );

whenPageLoaded(() => {
  // Field measurements only when the build switched them on; otherwise this branch, and
  // the reporter's chunk with it, is not in the build at all.
  if (import.meta.env.VITE_VITALS === 'on') import('./app/vitals/reportVitals').then(({ reportVitals }) => reportVitals(), console.error);
  setTimeout(loadAndHydrate, 0);
});
