// The page's boot script: small and free of React, so it works even when the app's code never
// comes. Until hydration the page works as HTML: links, the menu's dialog, the FAQ, the forms'
// posts.
import { lazyChunkTimeoutMs, reloadOnce, withinTime } from './app/loading/chunkRecovery';
import { loadPage } from './app/loading/loadPage';
import { whenPageLoaded } from './app/loading/whenPageLoaded';
import { loadWholeStylesheet } from './app/loading/wholeStylesheet';
import { findRoute } from './app/routes';
import { countPageViews } from './app/traffic/countPageViews';
import { neutralPath } from './content/locale';
import { endpoints, isOwnReceiver } from './forms/endpoints';
import { keepVisitSource } from './forms/visitSource';
import { loadWebFonts } from './styles/loadWebFonts';
import { webFont } from './styles/webFonts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to hydrate.');

// At once, while the address is still the one the page was loaded at.
keepVisitSource(document);
// Where the forms post to the site's own receiver it is beside the pages, and counts their views;
// other hosts have none (docs/OPERATING.md, "Other hosts").
if (isOwnReceiver(endpoints.contact)) countPageViews();

/** The prerendered page stays readable and its links work; after one reload fails too, say it is not interactive. */
function reportLoadFailure(error: unknown) {
  console.error('The page could not load its script', error);
  if (!reloadOnce())
    import('./app/loading/hydrate').then(({ showLoadFailure }) => showLoadFailure(), console.error);
}

// After load (or at the first touch or key): fetched earlier, the code competes with the first
// screen and holds up a tap on the menu (docs/PERFORMANCE.md, "Hydration"). Hydration waits, as
// long as for a chunk, for the page's chunk (it never suspends) and the whole stylesheet (the app's
// next view is styled); fonts here before the code apply with it.
whenPageLoaded(() => {
  const code = Promise.all([
    import('./app/loading/hydrate'),
    loadPage(findRoute(neutralPath(window.location.pathname)).page),
  ]);
  const fonts = loadWebFonts(document.fonts, FontFace, webFont);
  const fontsOrCode = Promise.race([
    fonts,
    code.then(
      () => {},
      () => {},
    ),
  ]);
  const styled = Promise.all([loadWholeStylesheet(document), fontsOrCode]).then(
    ([applyStylesheet, addFaces]) => {
      applyStylesheet();
      if (addFaces) addFaces();
      else void fonts.then((addLater) => addLater());
    },
  );
  withinTime(Promise.all([code, styled]), lazyChunkTimeoutMs).then(
    ([[{ hydrate }]]) => hydrate(container),
    reportLoadFailure,
  );
});

// Field measurements only when the build switched them on; otherwise the reporter is not in the
// build.
if (import.meta.env.VITE_VITALS === 'on')
  import('./app/vitals/reportVitals').then(({ reportVitals }) => reportVitals(), console.error);
