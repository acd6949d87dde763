// The page's boot script: small and free of React, so it works even when the app's code never comes.
// Until hydration the page works as HTML: links, the menu's dialog, the FAQ, the forms' posts.
import { reloadOnce } from './app/loading/chunkRecovery';
import { loadPage } from './app/loading/loadPage';
import { whenPageLoaded } from './app/loading/whenPageLoaded';
import { loadWholeStylesheet } from './app/loading/wholeStylesheet';
import { findRoute } from './app/routes';
import { neutralPath } from './content/locale';
import { keepVisitSource } from './forms/visitSource';
import { addWebFonts } from './styles/addWebFonts';
import { webFont } from './styles/webFonts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to hydrate.');

// At once, while the address is still the one the page was loaded at.
keepVisitSource(document);

/** The prerendered page stays readable and its links work; after one reload fails too, say it is not interactive. */
function reportLoadFailure(error: unknown) {
  console.error('The page could not load its script', error);
  if (reloadOnce()) return;
  import('./app/loading/hydrate').then(({ showLoadFailure }) => showLoadFailure(), console.error);
}

// Once the page has loaded (or at the first touch or key): fetched earlier, the code competes with
// the first screen for a slow link, and its evaluation holds up a tap on the menu (docs/PERFORMANCE.md,
// "Hydration"). The page's chunk comes before hydrating, so hydration never suspends, and the whole
// stylesheet too, so whatever the app shows next is styled.
whenPageLoaded(() => {
  void addWebFonts(document.fonts, FontFace, webFont);
  Promise.all([import('./app/loading/hydrate'), loadPage(findRoute(neutralPath(window.location.pathname)).page), loadWholeStylesheet(document)]).then(
    ([{ hydrate }]) => hydrate(container),
    reportLoadFailure,
  );
});

// Field measurements only when the build switched them on; otherwise the reporter is not in the build.
if (import.meta.env.VITE_VITALS === 'on') import('./app/vitals/reportVitals').then(({ reportVitals }) => reportVitals(), console.error);
