const selector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `container` that take focus with Tab, in document order. */
export const focusableIn = (container: HTMLElement): HTMLElement[] =>
  Array.from(container.querySelectorAll<HTMLElement>(selector)).filter(
    (el) => !el.closest('[inert], [hidden], [aria-hidden="true"]'),
  );
