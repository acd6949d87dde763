// The page's boot script: small, and free of React, so what it keeps of the visit works even
// when the app's code never comes. Until the page is hydrated it reads and works as HTML:
// links, the menu's dialog, the FAQ's details and the forms' posts are the browser's own.
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

/**
 * The prerendered page stays readable and its links work without its chunks; what is
 * missing is interactivity. After one reload fails too, say so above the page.
 */
function reportLoadFailure(error: unknown) {
  console.error('The page could not load its script', error);
  if (reloadOnce()) return;
  import('./app/loading/hydrate').then(({ showLoadFailure }) => showLoadFailure(), console.error);
}

// Once the page has loaded, or at the visitor's first touch or key, the web fonts, and the
// framework, the page's chunk and the whole stylesheet side by side: fetched earlier, they
// compete with the first screen for a slow link, and the code's evaluation holds up a tap on
// the menu as soon as it shows (docs/PERFORMANCE.md, "Hydration"). The page's chunk comes
// before hydrating, so hydration never suspends, and so does the whole stylesheet, so a state
// or page the app shows next is styled.
whenPageLoaded(() => {
  void addWebFonts(document.fonts, FontFace, webFont);
  Promise.all([import('./app/loading/hydrate'), loadPage(findRoute(neutralPath(window.location.pathname)).page), loadWholeStylesheet(document)]).then(
    ([{ hydrate }]) => hydrate(container),
    reportLoadFailure,
  );
});

// Field measurements only when the build switched them on; otherwise this branch, and the
// reporter's chunk with it, is not in the build at all.
if (import.meta.env.VITE_VITALS === 'on') import('./app/vitals/reportVitals').then(({ reportVitals }) => reportVitals(), console.error);
