import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '../../src/components/forms/NewsletterForm';
import { holdEarlyInput } from '../../src/hooks/earlyInput';

const endpoint = 'https://forms.example/newsletter';

describe('useForm', () => {
  holdEarlyInput(document);
  afterEach(() => vi.unstubAllGlobals());

  it('makes a submit held before the form was live once, with what was typed meanwhile', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<NewsletterForm endpoint={endpoint} />);
    const form = container.querySelector('form') as HTMLFormElement;
    (form.elements.namedItem('email') as HTMLInputElement).value = 'jane@acme.example';
    form.requestSubmit();
    expect(fetchMock).not.toHaveBeenCalled();

    const root = await act(async () => hydrateRoot(container, <NewsletterForm endpoint={endpoint} />));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(endpoint, expect.objectContaining({ body: '{"email":"jane@acme.example","locale":"en"}' }));
    act(() => root.unmount());
    container.remove();
  });
});
