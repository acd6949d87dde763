const interactions = ['pointerdown', 'keydown'] as const;

/**
 * Runs `callback` once: after the paint that follows the load event (the next paint if the page
 * has loaded), or at the visitor's first key or touch before then. Browser only, never in render.
 */
export function whenPageLoaded(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.removeEventListener('load', afterNextPaint);
    for (const type of interactions) window.removeEventListener(type, run, { capture: true });
    callback();
  };
  function afterNextPaint() {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
  for (const type of interactions) window.addEventListener(type, run, { capture: true, passive: true });
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
}
