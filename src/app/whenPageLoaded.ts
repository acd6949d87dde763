/**
 * Runs `callback` once the page has loaded (its HTML, styles and eager images) and the
 * frame after that has been painted, or right after the next paint if it loaded already.
 * Browser only: call it from the boot script, never during render.
 */
export function whenPageLoaded(callback: () => void): void {
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(callback, 0));
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
}
