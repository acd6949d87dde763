import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '../../src/components/forms/NewsletterForm';
import { apiPaths } from '../../src/addresses.mjs';

const endpoint = 'https://forms.example/newsletter';

/** The form as prerendered, in the page, before the app is live. */
function prerendered(endpoint: string) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<NewsletterForm endpoint={endpoint} />);
  const submit = container.querySelector('form button') as HTMLButtonElement;
  return { container, submit };
}

describe('useForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('keeps a form the browser cannot post from posting before the app is live, then delivers what was typed', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { container, submit } = prerendered(endpoint);
    // Not a submit button yet: a tap or Enter cannot post the page to its own address.
    expect(submit.type).toBe('button');
    (container.querySelector('input[name="email"]') as HTMLInputElement).value =
      'jane@acme.example';

    const root = await act(async () =>
      hydrateRoot(container, <NewsletterForm endpoint={endpoint} />),
    );
    expect(submit.type).toBe('submit');
    await act(async () => submit.click());
    expect(fetchMock).toHaveBeenCalledWith(
      endpoint,
      expect.objectContaining({ body: '{"email":"jane@acme.example","locale":"en"}' }),
    );
    act(() => root.unmount());
  });

  it("leaves a form posting to the site's own receiver to the browser until then", () => {
    const { submit } = prerendered(apiPaths.newsletter);
    expect(submit.type).toBe('submit');
    expect(submit.form?.getAttribute('action')).toBe(apiPaths.newsletter);
  });
});
