/**
 * Makes everything outside `element` inert (unfocusable, unclickable, hidden from
 * assistive technology), as a modal dialog requires. Returns the undo.
 * Sets the attribute rather than the property, which jsdom drops (jsdom#3605).
 */
export function inertOutside(element: HTMLElement): () => void {
  const changed: Element[] = [];
  for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => changed.forEach((sibling) => sibling.removeAttribute('inert'));
}
