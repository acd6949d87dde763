import { describe, expect, it } from 'vitest';
import { formIsLive, holdEarlySubmits } from '../../src/forms/earlySubmits';

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('early submits', () => {
  holdEarlySubmits(document);

  it('holds the submit of a form that is not live yet, and hands it over once, when it is', () => {
    const form = document.body.appendChild(document.createElement('form'));
    expect(submit(form)).toBe(false); // default prevented: nothing is posted
    expect(formIsLive(form)).toBe(true);
    expect(submit(form)).toBe(true); // live: the form's own handler decides
    expect(formIsLive(form)).toBe(false);
    form.remove();
  });

  it('has nothing to hand over for a form nobody submitted early', () => {
    const form = document.body.appendChild(document.createElement('form'));
    expect(formIsLive(form)).toBe(false);
    expect(submit(form)).toBe(true);
    form.remove();
  });
});
