import { afterNextPaint } from '../../hooks/afterNextPaint';

const interactions = ['pointerdown', 'keydown'] as const;

/** How long after load to wait for a frame: a tab opened in the background paints none until shown, and should be live then. */
const frameWaitMs = 1000;

/**
 * Runs `callback` once: after the paint that follows the load event (the next paint if the page
 * has loaded), `waitMs` after load if no frame comes, or at the visitor's first key or touch
 * before then. Browser only, never in render.
 */
export function whenPageLoaded(callback: () => void, waitMs = frameWaitMs): void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    window.removeEventListener('load', onLoad);
    for (const type of interactions) window.removeEventListener(type, run, { capture: true });
    callback();
  };
  function onLoad() {
    afterNextPaint(run);
    timer = setTimeout(run, waitMs);
  }
  for (const type of interactions)
    window.addEventListener(type, run, { capture: true, passive: true });
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
}
