import { describe, expect, it } from 'vitest';
import { typedBeforeHydration } from '../../src/forms/typedBeforeHydration';

function form(markup: string) {
  const element = document.createElement('form');
  element.innerHTML = markup;
  return element;
}

describe('typedBeforeHydration', () => {
  it('returns the fields whose value differs from the empty form, by name', () => {
    const element = form(`
      <input name="name"><input name="email"><textarea name="message"></textarea>
      <select name="budget"><option value="">Not sure yet</option><option value="5k">Under $5,000</option></select>
      <input name="website">`);
    (element.elements.namedItem('name') as HTMLInputElement).value = 'Jane';
    (element.elements.namedItem('message') as HTMLTextAreaElement).value = 'Hello';
    (element.elements.namedItem('budget') as HTMLSelectElement).value = '5k';
    (element.elements.namedItem('website') as HTMLInputElement).value = 'spam';
    expect(typedBeforeHydration(element, { name: '', email: '', message: '', budget: '' })).toEqual(
      {
        name: 'Jane',
        message: 'Hello',
        budget: '5k',
      },
    );
  });

  it('is empty for an untouched form and skips fields the form does not have', () => {
    expect(typedBeforeHydration(form('<input name="email">'), { email: '', phone: '' })).toEqual(
      {},
    );
  });
});
