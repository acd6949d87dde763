// A control on screen before its component is live would lose what the visitor did with
// it: a form would post the prerendered form to the static host and lose what was typed,
// a button would do nothing. The boot script holds such input; once the owning component
// is live it takes the held input over and makes it again. Controls the platform runs by
// itself (links, the menu's dialog, the FAQ's details) need none of this. Free of React:
// the boot script runs it before the framework arrives.

/** Marks the element whose buttons hold a tap made before their component is live. */
export const holdsTapsAttribute = 'data-holds-taps';

const live = new WeakSet<Element>();
const held = new WeakMap<Element, HTMLElement>();
/** The app will not come: nothing is held any more. */
let givenUp = false;

/** From the boot script: holds every submit of a form and the first tap on a button of an owner that is not live yet. */
export function holdEarlyInput(target: Document) {
  target.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || live.has(form) || givenUp) return;
      event.preventDefault();
      held.set(form, form);
    },
    true,
  );
  target.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const owner = button?.closest(`[${holdsTapsAttribute}]`);
      if (!button || !owner || live.has(owner) || givenUp) return;
      event.preventDefault();
      event.stopPropagation();
      if (!held.has(owner)) held.set(owner, button);
    },
    true,
  );
}

/**
 * The component owning `owner` (a form, or an element marked with `holdsTapsAttribute`)
 * is live: its input is its own from now on. Returns the control whose input was held.
 */
export function goLive(owner: Element): HTMLElement | undefined {
  live.add(owner);
  const control = held.get(owner);
  held.delete(owner);
  return control;
}

/**
 * From the boot script, when the app's code failed for good: the page stops holding
 * input, and a form whose submit was held and that posts by itself (it has an action, as
 * the forms posting to the site's own receiver do) is posted by the browser instead of
 * waiting for an app that will not come. Returns whether a form was posted.
 */
export function releaseHeldInput(target: Document): boolean {
  givenUp = true;
  const form = [...target.forms].find((candidate) => held.get(candidate) === candidate && candidate.hasAttribute('action'));
  if (!form) return false;
  held.delete(form);
  form.requestSubmit();
  return true;
}
