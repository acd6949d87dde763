// A form submitted before its component has hydrated would post the prerendered form to
// the static host and lose what was typed. The boot script holds such submits; each
// form's hook takes a held one over once the form is live, and submits it again.

const live = new WeakSet<HTMLFormElement>();
const held = new WeakSet<HTMLFormElement>();

/** From the boot script: a submit of a form that is not live yet is held, not sent. */
export function holdEarlySubmits(target: Document) {
  target.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || live.has(form)) return;
      event.preventDefault();
      held.add(form);
    },
    true,
  );
}

/** The form's component has hydrated: its submits are its own. Whether one was held for it. */
export function formIsLive(form: HTMLFormElement): boolean {
  live.add(form);
  const wasHeld = held.has(form);
  held.delete(form);
  return wasHeld;
}
