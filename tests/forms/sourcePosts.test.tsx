import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../src/components/forms/ContactForm';
import { NewsletterForm } from '../../src/components/forms/NewsletterForm';
import { apiPaths } from '../../src/addresses.mjs';
import { keepVisitSource, recordVisitSource } from '../../src/forms/visitSource';

const source = {
  landing: '/services?utm_source=newsletter&utm_medium=email&utm_campaign=autumn',
  referrer: 'news.example.org',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'autumn',
};
const noSource = { landing: '', referrer: '', utm_source: '', utm_medium: '', utm_campaign: '' };
const sourceOfForm = (form: HTMLFormElement) => {
  const posted = new FormData(form);
  return Object.fromEntries(Object.keys(source).map((field) => [field, posted.get(field)]));
};

/** The JSON the one request sent. */
function sentBody(fetchMock: { mock: { calls: unknown[][] } }): Record<string, unknown> {
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

type User = ReturnType<typeof userEvent.setup>;
async function type(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

// One suite, run against each form of the site.
describe.each([
  {
    name: 'contact',
    form: (endpoint: string) => <ContactForm endpoint={endpoint} />,
    receiver: apiPaths.contact,
    send: /send message/i,
    async fill(user: User) {
      await type(user, 'Your name', 'Jane Cooper');
      await type(user, 'E-mail address', 'jane@acme.example');
      await type(user, 'Your message', 'We need help moving to the cloud.');
    },
  },
  {
    name: 'newsletter',
    form: (endpoint: string) => <NewsletterForm endpoint={endpoint} />,
    receiver: apiPaths.newsletter,
    send: /subscribe/i,
    fill: (user: User) => type(user, 'Your e-mail address', 'jane@acme.example'),
  },
])("the visit's source on a post of the $name form", ({ form, receiver, send, fill }) => {
  // As the boot script does on every page.
  beforeAll(() => keepVisitSource(document));
  beforeEach(() => {
    sessionStorage.clear();
    recordVisitSource({
      address: new URL(`https://vantix.example${source.landing}`),
      referrer: 'https://news.example.org/issue/12',
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The form as prerendered, in a page of its own. */
  function prerendered(element: ReactElement) {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(element);
    return { container, htmlForm: container.querySelector('form') as HTMLFormElement };
  }

  it('is in hidden inputs, empty in the prerendered page, which hydrates without a mismatch', async () => {
    const { container, htmlForm } = prerendered(form(receiver));
    expect(sourceOfForm(htmlForm)).toEqual(noSource);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, form(receiver), { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('fills the hidden inputs of a post the browser makes itself, before the app is live', async () => {
    const { container, htmlForm } = prerendered(form(receiver));
    expect(htmlForm).toHaveAttribute('action', receiver);
    // The browser's own post would leave the page; the test reads what it would carry.
    htmlForm.addEventListener('submit', (event) => event.preventDefault());
    htmlForm.requestSubmit();
    expect(sourceOfForm(htmlForm)).toEqual(source);
    container.remove();
  });

  it("goes with the JSON to the site's own receiver", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('{}', { status: 201, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(form(receiver));
    await fill(user);
    await user.click(screen.getByRole('button', { name: send }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody(fetchMock)).toMatchObject({
      ...source,
      email: 'jane@acme.example',
      locale: 'en',
    });
  });

  it('goes to no other service the form may be set to deliver to', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(form('https://forms.example/f/abc'));
    await fill(user);
    await user.click(screen.getByRole('button', { name: send }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(Object.keys(sentBody(fetchMock)).filter((key) => key in source)).toEqual([]);
  });
});
