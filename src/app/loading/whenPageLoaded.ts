const interactions = ['pointerdown', 'keydown'] as const;

/**
 * Runs `callback` once: when the page has loaded (its HTML, styles and eager images) and
 * the frame after that has been painted, or right after the next paint if it loaded
 * already, or at once when the visitor presses a key or touches the page before then.
 * Browser only: call it from the boot script, never during render.
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
