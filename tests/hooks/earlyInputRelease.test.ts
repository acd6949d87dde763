import { describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, releaseHeldInput } from '../../src/hooks/earlyInput';

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

function form(action?: string) {
  const element = document.body.appendChild(document.createElement('form'));
  if (action) element.setAttribute('action', action);
  element.requestSubmit = vi.fn();
  return element;
}

// Its own file: once released, the page holds nothing for the rest of its life.
describe('early input, when the app never comes', () => {
  holdEarlyInput(document);

  it('posts a held form that posts by itself, and holds nothing after', () => {
    const elsewhere = form();
    const own = form('/api/contact');
    expect(submit(elsewhere)).toBe(false);
    expect(submit(own)).toBe(false);
    expect(releaseHeldInput(document)).toBe(true);
    expect(own.requestSubmit).toHaveBeenCalledTimes(1);
    // A form with no action of its own has nowhere to post: it stays as it is.
    expect(elsewhere.requestSubmit).not.toHaveBeenCalled();
    // Later submits are the browser's again.
    expect(submit(own)).toBe(true);
    expect(releaseHeldInput(document)).toBe(false);
  });
});
