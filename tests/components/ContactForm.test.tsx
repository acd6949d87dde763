import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formSendTimeoutMs } from '../../src/forms/useForm';
import { site } from '../../src/content/site';
import { openMailto } from '../../src/forms/openMailto';
import { ContactForm } from '../../src/components/forms/ContactForm';

vi.mock('../../src/forms/openMailto', () => ({ openMailto: vi.fn() }));

const endpoint = 'https://forms.example/contact';
const field = (name: RegExp | string) => screen.getByLabelText(name);
const sendButton = () => screen.getByRole('button', { name: /send message|sending/i });
const draftKey = 'vantix:contact-draft';
/** The alert that holds a message (the form keeps an empty one ready to announce into). */
const failureAlert = () => screen.getAllByRole('alert').find((el) => el.textContent)!;

/** Fills every field; pastes rather than types, which keeps the suite quick on a busy machine. */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const entries = [
    ['Your name', 'Jane Cooper'],
    ['E-mail address', 'jane@acme.example'],
    [/Phone number/, '+1 (972) 555-0100'],
    ['Your message', 'We need help moving to the cloud.'],
  ] as const;
  for (const [label, text] of entries) {
    await user.click(field(label));
    await user.paste(text);
  }
  await user.selectOptions(field('What is your budget?'), '$15,000 – $50,000');
}

/** A fetch the test answers by hand; rejects like the real one when aborted. */
function controlledFetch() {
  const pending: Array<(response: Response) => void> = [];
  const fetchMock = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        pending.push(resolve);
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    answer: (status: number) =>
      act(async () => pending.shift()?.(new Response(status === 204 ? null : '{}', { status }))),
  };
}

describe('<ContactForm />', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is a named form with labelled fields of the right kinds and no browser validation bubbles', () => {
    render(<ContactForm endpoint={endpoint} />);
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(form).toHaveAttribute('novalidate');
    expect(field('Your name')).toHaveAttribute('autocomplete', 'name');
    expect(field('E-mail address')).toMatchObject({
      type: 'email',
      autocomplete: 'email',
      inputMode: 'email',
    });
    expect(field('Phone number')).toMatchObject({
      type: 'tel',
      autocomplete: 'tel',
      inputMode: 'tel',
      required: false,
    });
    expect(field('Phone number')).toHaveAccessibleDescription('(optional)');
    expect(field('Your name')).toBeRequired();
    const budget = field('What is your budget?');
    expect(
      within(budget)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Not sure yet');
    expect(budget).toHaveDisplayValue('Not sure yet');
    const message = field('Your message');
    expect(message.tagName).toBe('TEXTAREA');
    expect(Number(message.getAttribute('rows'))).toBeGreaterThanOrEqual(5);
    expect(message).not.toHaveAttribute('maxlength');
    expect(sendButton()).toHaveTextContent('Send message');
  });

  it('on an empty submit lists the problems in an alert, marks and describes each field and focuses the first', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactForm endpoint={endpoint} />);
    await user.click(sendButton());

    const summary = screen.getByRole('alert', { name: 'Please correct 3 fields:' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Please enter your name.',
      'Please enter your e-mail address.',
      'Please write your message.',
    ]);
    expect(field('Your name')).toHaveFocus();
    expect(field('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Your name')).toHaveAccessibleDescription('Please enter your name.');
    expect(field(/Phone number/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(summary).getByRole('link', { name: 'Please write your message.' }));
    expect(field('Your message')).toHaveFocus();

    // The alert holds still while the visitor types, so it is not read out again at every key.
    await user.type(field('Your message'), 'Hello');
    expect(summary).toHaveTextContent('Please write your message.');
    expect(field('Your message')).toHaveAccessibleDescription(
      expect.stringContaining('at least 10 characters (5 so far)'),
    );
  });

  it('re-validates a field live once shown, and waits until a field is left before judging it', async () => {
    const user = userEvent.setup();
    render(<ContactForm endpoint={endpoint} />);
    await user.tab();
    await user.tab();
    expect(field('Your name')).not.toHaveAttribute('aria-invalid');

    await user.type(field('E-mail address'), 'jane@');
    expect(field('E-mail address')).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field('E-mail address')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address, like name@company.com.',
    );
    await user.type(field('E-mail address'), 'acme.example');
    expect(field('E-mail address')).not.toHaveAttribute('aria-invalid');
    expect(field('E-mail address')).not.toHaveAccessibleDescription(/valid/);
  });

  it('says how far a long message is over the limit and never cuts it', async () => {
    const user = userEvent.setup();
    render(<ContactForm endpoint={endpoint} />);
    await user.click(field('Your message'));
    await user.paste('x'.repeat(10_003));
    await user.click(sendButton());
    expect(field('Your message')).toHaveValue('x'.repeat(10_003));
    expect(field('Your message')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Your message is 10,003 characters long, 3 over the limit of 10,000.',
      ),
    );
    expect(screen.getByText('10,003 / 10,000 characters')).toBeInTheDocument();
  });

  it('sends the JSON once, says Sending… meanwhile, then confirms, clears the form and the draft', async () => {
    const { fetchMock, answer } = controlledFetch();
    const user = userEvent.setup();
    render(<ContactForm endpoint={endpoint} />);
    await fillValid(user);
    expect(sessionStorage.getItem(draftKey)).not.toBeNull();
    await user.click(sendButton());

    expect(sendButton()).toHaveTextContent('Sending…');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(sendButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(endpoint);
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Jane Cooper',
      email: 'jane@acme.example',
      phone: '+1 (972) 555-0100',
      budget: '$15,000 – $50,000',
      message: 'We need help moving to the cloud.',
      locale: 'en',
    });

    await answer(200);
    expect(screen.getByRole('status')).toHaveTextContent(
      /your message has been sent\. We reply within one business day/,
    );
    expect(field('Your name')).toHaveValue('');
    expect(field('Your message')).toHaveValue('');
    expect(sendButton()).toHaveTextContent('Send message');
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('on a server error says the message was NOT sent, keeps every field and offers retry and e-mail', async () => {
    const { fetchMock, answer } = controlledFetch();
    const user = userEvent.setup();
    render(<ContactForm endpoint={endpoint} />);
    await fillValid(user);
    await user.click(sendButton());
    await answer(500);

    const alert = failureAlert();
    expect(alert).toHaveTextContent('Your message was NOT sent.');
    expect(alert).toHaveTextContent('Everything you typed is still here.');
    expect(field('Your name')).toHaveValue('Jane Cooper');
    expect(field('Your message')).toHaveValue('We need help moving to the cloud.');
    expect(field('What is your budget?')).toHaveDisplayValue('$15,000 – $50,000');
    const mail = within(alert).getByRole('link', { name: 'Send it by e-mail instead' });
    expect(mail.getAttribute('href')).toMatch(new RegExp(`^mailto:${site.email}\\?subject=`));

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The retry button goes as the send starts; focus waits on the send button, which shows it.
    expect(sendButton()).toHaveFocus();
    await answer(204);
    expect(screen.getByRole('status')).toHaveTextContent(/has been sent/);
  });

  it('keeps what was typed while the message was sending, once it has gone', async () => {
    const { answer } = controlledFetch();
    const user = userEvent.setup();
    render(<ContactForm endpoint={endpoint} />);
    await fillValid(user);
    await user.click(sendButton());
    await user.type(field('Your message'), ' Also our printers.');
    await answer(204);
    expect(screen.getByRole('status')).toHaveTextContent(/has been sent/);
    expect(field('Your message')).toHaveValue(
      'We need help moving to the cloud. Also our printers.',
    );
  });

  it('gives up after the timeout and keeps the message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    controlledFetch();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ContactForm endpoint={endpoint} />);
    await fillValid(user);
    await user.click(sendButton());

    await act(async () => vi.advanceTimersByTime(formSendTimeoutMs - 100));
    expect(sendButton()).toHaveTextContent('Sending…');
    await act(async () => vi.advanceTimersByTime(100));
    expect(failureAlert()).toHaveTextContent(
      'Your message was NOT sent.Our server did not answer in time.',
    );
    expect(field('Your message')).toHaveValue('We need help moving to the cloud.');
  });

  it('without an endpoint opens the mail program with the message and says so', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactForm endpoint={null} />);
    await fillValid(user);
    await user.click(sendButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(openMailto).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(
          `^mailto:${site.email}\\?subject=Website%20inquiry%20from%20Jane%20Cooper&body=`,
        ),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `Your e-mail program should now open with your message addressed to ${site.email}`,
    );
    expect(field('Your name')).toHaveValue('Jane Cooper');
  });

  it('drops a submission whose honeypot is filled without sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { container } = render(<ContactForm endpoint={endpoint} />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    await fillValid(user);
    trap!.value = 'http://spam.example';
    await user.click(sendButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(/has been sent/);
  });

  it('restores the draft when the form mounts again, as after a reload or a route change', async () => {
    const user = userEvent.setup();
    const first = render(<ContactForm endpoint={endpoint} />);
    await fillValid(user);
    first.unmount();
    render(<ContactForm endpoint={endpoint} />);
    expect(field('Your name')).toHaveValue('Jane Cooper');
    expect(field('What is your budget?')).toHaveDisplayValue('$15,000 – $50,000');
    expect(field('Your message')).toHaveValue('We need help moving to the cloud.');
  });

  it('ignores a corrupt draft and an unknown budget without crashing', () => {
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({ name: 'Jane', budget: 'a million', message: 42 }),
    );
    const { unmount } = render(<ContactForm endpoint={endpoint} />);
    expect(field('Your name')).toHaveValue('Jane');
    expect(field('What is your budget?')).toHaveDisplayValue('Not sure yet');
    expect(field('Your message')).toHaveValue('');
    unmount();
    sessionStorage.setItem(draftKey, '{"name": "Ja');
    render(<ContactForm endpoint={endpoint} />);
    expect(field('Your name')).toHaveValue('');
  });

  it('shows markup typed into a field as text and never renders it', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm endpoint={endpoint} />);
    await user.type(field('Your name'), 'X');
    await user.tab();
    await user.click(field('Your message'));
    await user.paste('<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>');
    await user.click(sendButton());
    expect(container.querySelector('img, script')).toBeNull();
    expect(field('Your message')).toHaveValue(
      '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
    );
  });

  describe("posting to the site's own receiver", () => {
    const receiver = '/api/contact';
    const jsonAnswer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });

    it("is a plain form post too, for a browser without JavaScript, naming the page's language", () => {
      render(<ContactForm endpoint={receiver} />);
      const form = screen.getByRole('form', { name: 'Send us a message' });
      expect(form).toHaveAttribute('action', receiver);
      expect(form).toHaveAttribute('method', 'post');
      expect(sendButton()).not.toHaveClass('js-only');
      expect(new FormData(form as HTMLFormElement).get('locale')).toBe('en');
    });

    it('shows the reference the receiver gives', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonAnswer(201, { reference: 'VX-7K3M9Q2P', status: 'stored' })),
      );
      const user = userEvent.setup();
      render(<ContactForm endpoint={receiver} />);
      await fillValid(user);
      await user.click(sendButton());
      expect(await screen.findByRole('status')).toHaveTextContent(
        /has been sent.*Your reference: VX-7K3M9Q2P\./,
      );
    });

    it('sends one idempotency key for every retry of a message, and a new one once it is edited', async () => {
      const fetchMock = vi.fn(async () => jsonAnswer(500, {}));
      vi.stubGlobal('fetch', fetchMock);
      const user = userEvent.setup();
      render(<ContactForm endpoint={receiver} />);
      await fillValid(user);
      await user.click(sendButton());
      await screen.findByText('Your message was NOT sent.');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await user.type(field('Your message'), '!');
      await user.click(sendButton());
      const keys = fetchMock.mock.calls.map(
        (call) =>
          JSON.parse(String((call as unknown as [string, RequestInit])[1].body)).idempotencyKey,
      );
      expect(keys).toHaveLength(3);
      expect(keys[0]).toBe(keys[1]);
      expect(keys[2]).not.toBe(keys[0]);
    });

    it("shows a refusal in the receiver's words, its field messages beside the fields, and keeps everything", async () => {
      const fieldErrors = { email: 'Please enter a valid e-mail address, like name@company.com.' };
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonAnswer(400, { error: 'Please correct 1 field:', fieldErrors })),
      );
      const user = userEvent.setup();
      render(<ContactForm endpoint={receiver} />);
      await fillValid(user);
      await user.click(sendButton());
      expect(
        await screen.findByText(/Please correct 1 field: Everything you typed is still here\./),
      ).toBeInTheDocument();
      expect(field('E-mail address')).toHaveAccessibleDescription(fieldErrors.email);
      expect(field('Your name')).toHaveValue('Jane Cooper');
      await user.type(field('E-mail address'), 'x');
      expect(field('E-mail address')).not.toHaveAccessibleDescription(fieldErrors.email);
    });

    it('says how long to wait when there were too many messages', async () => {
      const error = 'Too many attempts from your connection. Please try again in 8 minutes.';
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonAnswer(429, { error, retryAfterSeconds: 480 })),
      );
      const user = userEvent.setup();
      render(<ContactForm endpoint={receiver} />);
      await fillValid(user);
      await user.click(sendButton());
      expect(
        await screen.findByText(`${error} Everything you typed is still here.`),
      ).toBeInTheDocument();
      expect(field('Your message')).toHaveValue('We need help moving to the cloud.');
    });
  });
});
