import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '../../src/components/forms/NewsletterForm';
import { site } from '../../src/content/site';
import { openMailto } from '../../src/forms/openMailto';

vi.mock('../../src/forms/openMailto', () => ({ openMailto: vi.fn() }));

const endpoint = 'https://forms.example/newsletter';
const input = () => screen.getByLabelText('Your e-mail address');
const subscribe = () => screen.getByRole('button', { name: /subscribe|sending/i });

describe('<NewsletterForm />', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a named form whose e-mail field is required, typed and described by its error', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<NewsletterForm endpoint={endpoint} />);
    expect(screen.getByRole('form', { name: 'Newsletter sign-up' })).toHaveAttribute('novalidate');
    expect(input()).toMatchObject({
      type: 'email',
      autocomplete: 'email',
      inputMode: 'email',
      required: true,
    });

    await user.click(subscribe());
    expect(input()).toHaveFocus();
    expect(input()).toHaveAccessibleDescription('Please enter your e-mail address.');
    await user.type(input(), 'jane@acme');
    expect(input()).toHaveAccessibleDescription(
      'Please enter a valid e-mail address, like name@company.com.',
    );
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    // Read with the field, not from a live region that would speak up at every keystroke.
    expect(screen.getAllByRole('alert').filter((region) => region.textContent)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes through the endpoint, then thanks and clears the field', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<NewsletterForm endpoint={endpoint} />);
    await user.type(input(), 'jane@acme.example{Enter}');
    expect(fetchMock).toHaveBeenCalledWith(
      endpoint,
      expect.objectContaining({
        method: 'POST',
        body: '{"email":"jane@acme.example","locale":"en"}',
      }),
    );
    expect(await screen.findByText(/Thank you for subscribing/)).toBeInTheDocument();
    expect(input()).toHaveValue('');
  });

  it('keeps the address and offers retry and e-mail when the endpoint fails', async () => {
    let fail: (error: Error) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((_resolve, reject) => (fail = reject))),
    );
    const user = userEvent.setup();
    render(<NewsletterForm endpoint={endpoint} />);
    await user.type(input(), 'jane@acme.example');
    await user.click(subscribe());
    expect(subscribe()).toHaveAccessibleName('Sending…');
    expect(subscribe()).toHaveAttribute('aria-disabled', 'true');
    await act(async () => fail(new TypeError('Failed to fetch')));

    const alert = screen.getAllByRole('alert').find((el) => el.textContent)!;
    expect(alert).toHaveTextContent('You are NOT subscribed yet.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(
      within(alert).getByRole('link', { name: 'Subscribe by e-mail instead' }),
    ).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${site.email}?subject=Newsletter%20sign-up`),
    );
    expect(input()).toHaveValue('jane@acme.example');
  });

  it("posted by the browser itself to the site's receiver (JavaScript off), names the page's language", () => {
    render(<NewsletterForm endpoint="/api/newsletter" />);
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    expect(form).toHaveAttribute('action', '/api/newsletter');
    expect(new FormData(form as HTMLFormElement).get('locale')).toBe('en');
  });

  it('without an endpoint opens a sign-up e-mail and says so', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm endpoint={null} />);
    await user.type(input(), 'jane@acme.example{Enter}');
    expect(openMailto).toHaveBeenCalledWith(
      expect.stringContaining('body=Please%20add%20jane%40acme.example%20to%20the'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your e-mail program should now open');
  });
});
