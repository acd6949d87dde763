import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPaths } from '../../src/addresses.mjs';
import { Inbox } from '../../src/inbox/Inbox';
import { lead, newest, older, oldest, stubInboxApi, summary } from './inboxApiStub';
import type { Subscriber } from '../../src/inbox/types';

const open = (search = '') => {
  window.history.replaceState(null, '', `${adminPaths.inbox}${search}`);
  return render(<Inbox />);
};

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the list', () => {
  it('shows the leads in the order the API gives them (newest first), with their e-mail, status, language, source and excerpt', async () => {
    stubInboxApi(({ path }) =>
      path === '/leads' ? { body: { leads: [newest, older].map(summary) } } : undefined,
    );
    open();
    await screen.findByRole('link', { name: 'Newest Person' });
    const names = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Newest Person', 'Older Person']);
    const card = screen.getByRole('link', { name: 'Older Person' }).closest('li') as HTMLElement;
    expect(within(card).getByText(older.email)).toBeInTheDocument();
    expect(within(card).getByText('Replied')).toBeInTheDocument();
    expect(within(card).getByText('Spanish')).toBeInTheDocument();
    expect(within(card).getByText('Hello')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 leads' })).toBeInTheDocument();
  });

  it('asks again with each filter and shows what comes back', async () => {
    const requests = stubInboxApi(({ path, query }) => {
      if (path === '/sources')
        return { body: { days: 90, sources: [{ source: 'google', leads: 3 }] } };
      if (path === '/leads' && query.get('status') === 'won')
        return {
          body: {
            leads: [summary(lead({ reference: 'VX-WON', name: 'Won Person', status: 'won' }))],
          },
        };
      return undefined;
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole('link', { name: 'Newest Person' });
    expect(requests.find(({ path }) => path === '/leads')?.query.toString()).toBe('limit=50');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'won');
    expect(await screen.findByRole('link', { name: 'Won Person' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Newest Person' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'google');
    await waitFor(() =>
      expect(requests.at(-1)?.query.toString()).toBe('status=won&locale=es&source=google&limit=50'),
    );
    expect(window.location.search).toBe('?status=won&locale=es&source=google');
  });

  it('takes its filters and search from the address, and keeps them there after a lead is opened and closed', async () => {
    const requests = stubInboxApi(({ path, query }) =>
      path === '/leads' && query.get('status') === 'replied'
        ? { body: { leads: [summary(older)] } }
        : undefined,
    );
    const user = userEvent.setup();
    open('?status=replied&q=older');
    await user.click(await screen.findByRole('link', { name: older.name }));
    expect(requests.find(({ path }) => path === '/leads')?.query.toString()).toBe(
      'status=replied&q=older&limit=50',
    );
    await user.click(await screen.findByRole('link', { name: 'All leads' }));
    expect(await screen.findByRole('link', { name: older.name })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('replied');
    expect(
      screen.getByRole('searchbox', { name: 'Search name, e-mail, phone and message' }),
    ).toHaveValue('older');
    expect(window.location.search).toBe('?status=replied&q=older');
  });

  it('leaves out a status or language from the address that the list does not offer', async () => {
    const requests = stubInboxApi();
    open('?status=archived&locale=toString&source=google');
    await screen.findByRole('link', { name: 'Newest Person' });
    expect(requests.find(({ path }) => path === '/leads')?.query.toString()).toBe(
      'source=google&limit=50',
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('');
  });

  it('shows no lead of the earlier filters when the list for new ones fails to load', async () => {
    stubInboxApi(({ path, query }) =>
      path === '/leads' && query.get('status') === 'won'
        ? { status: 500, body: { error: 'The database is busy.' } }
        : undefined,
    );
    const user = userEvent.setup();
    open();
    await screen.findByRole('link', { name: 'Newest Person' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'won');
    expect(await screen.findByText(/The database is busy/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Newest Person' })).not.toBeInTheDocument();
  });

  it('gives no count when the list could not be loaded', async () => {
    stubInboxApi(({ path }) => (path === '/leads' ? 'unreachable' : undefined));
    open();
    expect(await screen.findByText('The server could not be reached.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Leads not loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /0 leads/ })).not.toBeInTheDocument();
  });

  it('shows 50 leads at a time, the next 50 on request with focus on the first of them, and the first 50 again under new filters', async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      summary(
        lead({
          reference: `VX-N${String(index).padStart(3, '0')}`,
          name: `Person ${index + 1}`,
          receivedAt: Date.UTC(2026, 10, 25) - index * 60_000,
        }),
      ),
    );
    stubInboxApi(({ path }) => (path === '/leads' ? { body: { leads: many } } : undefined));
    const user = userEvent.setup();
    open();
    await screen.findByRole('link', { name: 'Person 1' });
    const leadLinks = () => screen.getAllByRole('link', { name: /^Person / });
    expect(leadLinks()).toHaveLength(50);
    expect(screen.getByRole('heading', { name: '120 leads' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show 50 more (70 not shown yet)' }));
    await waitFor(() => expect(leadLinks()).toHaveLength(100));
    expect(screen.getByRole('link', { name: 'Person 51' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show 20 more (20 not shown yet)' }));
    await waitFor(() => expect(leadLinks()).toHaveLength(120));
    expect(screen.queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();

    // Back from a lead past the first 50, the list shows it again, with focus on its link.
    await user.click(screen.getByRole('link', { name: 'Person 75' }));
    await user.click(await screen.findByRole('link', { name: /All leads/ }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Person 75' })).toHaveFocus());
    expect(leadLinks()).toHaveLength(120);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await waitFor(() => expect(leadLinks()).toHaveLength(50));
  });

  it('marks the chosen leads as spam at once, then asks for the list again with nothing chosen', async () => {
    let marked: string[] = [];
    const requests = stubInboxApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/leads/mark-spam') {
        marked = (body as { references: string[] }).references;
        return { body: { changed: marked.length } };
      }
      if (path === '/leads' && marked.length) return { body: { leads: [oldest].map(summary) } };
      return undefined;
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Choose Newest Person' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Older Person' }));
    const chosen = screen.getByRole('group', { name: 'Chosen leads' });
    expect(within(chosen).getByText('2 leads chosen')).toBeInTheDocument();
    await user.click(within(chosen).getByRole('button', { name: 'Mark as spam' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 leads marked as spam.');
    expect(marked).toEqual([newest.reference, older.reference]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Newest Person' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Choose all shown' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Choose all shown' })).not.toBeChecked();
    expect(within(chosen).queryByRole('button', { name: 'Mark as spam' })).toBeNull();
    expect(requests.filter(({ path }) => path === '/leads')).toHaveLength(2);
  });

  it('deletes every lead shown after a confirmation that says what goes', async () => {
    const requests = stubInboxApi(({ method, path, body }) =>
      method === 'POST' && path === '/leads/delete'
        ? { body: { changed: (body as { references: string[] }).references.length } }
        : undefined,
    );
    const user = userEvent.setup();
    open('?status=spam');
    await user.click(await screen.findByRole('checkbox', { name: 'Choose all shown' }));
    const chosen = screen.getByRole('group', { name: 'Chosen leads' });
    expect(within(chosen).getByText('3 leads chosen')).toBeInTheDocument();
    // Spam's own folder has nothing to mark as spam.
    expect(within(chosen).queryByRole('button', { name: 'Mark as spam' })).toBeNull();
    await user.click(within(chosen).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 3 leads?' });
    expect(dialog).toHaveAccessibleDescription(/These 3 leads go for good/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3 leads' }));
    expect(await screen.findByRole('status')).toHaveTextContent('3 leads deleted.');
    expect(requests.find(({ path }) => path === '/leads/delete')?.body).toEqual({
      references: [newest, older, oldest].map(({ reference }) => reference),
    });
  });

  it('searches when typing pauses, and at once on submit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = stubInboxApi(({ path, query }) =>
      path === '/leads' && query.get('q')
        ? { body: { leads: [summary(lead({ reference: 'VX-FOUND', name: 'Found Person' }))] } }
        : undefined,
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    open();
    await screen.findByRole('link', { name: 'Newest Person' });
    const searches = () =>
      requests
        .filter(({ path, query }) => path === '/leads' && query.has('q'))
        .map(({ query }) => query.get('q'));

    await user.type(
      screen.getByRole('searchbox', { name: 'Search name, e-mail, phone and message' }),
      'maria',
    );
    expect(searches()).toEqual([]);
    act(() => vi.advanceTimersByTime(300));
    await screen.findByRole('link', { name: 'Found Person' });
    expect(searches()).toEqual(['maria']);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'tom{Enter}');
    expect(searches()).toEqual(['maria', 'tom']);
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('shows the leads per source for the last 30 and 90 days', async () => {
    stubInboxApi(({ path, query }) =>
      path === '/sources'
        ? {
            body: {
              days: 0,
              sources:
                query.get('days') === '30'
                  ? [{ source: 'google', leads: 2 }]
                  : [
                      { source: 'google', leads: 5 },
                      { source: 'direct', leads: 1 },
                    ],
            },
          }
        : undefined,
    );
    open();
    const table = await screen.findByRole('table', { name: /leads per source/i });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Source30 days90 days', 'google25', 'direct01']);
  });
});

describe("a lead's page", () => {
  /** Opens a lead held as sent too fast, which "Not spam" moves to the inbox as new. */
  const openTooFast = () => {
    const spam = lead({
      reference: 'VX-SPAM01',
      name: 'Fast Typist',
      status: 'spam',
      spamReason: 'too fast',
    });
    const requests = stubInboxApi(({ method, path }) => {
      if (path === `/leads/${spam.reference}`) return { body: { lead: spam } };
      if (method === 'POST' && path === `/leads/${spam.reference}/not-spam`)
        return { body: { lead: { ...spam, status: 'new' } } };
      return undefined;
    });
    const user = userEvent.setup();
    open(`?lead=${spam.reference}`);
    return { requests, user };
  };

  const failing = lead({
    reference: 'VX-ES0001',
    name: 'María Fernández',
    email: 'maria@example.es',
    locale: 'es',
    landing: '/es/services?utm_source=google',
    utmSource: 'google',
    notifications: [
      {
        id: 7,
        kind: 'enquiry',
        channel: 'discord',
        attempts: 3,
        deliveredAt: null,
        deadAt: Date.UTC(2026, 10, 25),
        lastError: 'Discord answered 400',
        nextAttemptAt: Date.UTC(2026, 10, 25),
      },
      {
        id: 8,
        kind: 'enquiry',
        channel: 'email',
        attempts: 1,
        deliveredAt: Date.UTC(2026, 10, 25),
        deadAt: null,
        lastError: null,
        nextAttemptAt: Date.UTC(2026, 10, 25),
      },
    ],
    changes: [
      { at: Date.UTC(2026, 10, 25, 12), editor: 'ana@example.com', what: 'status: new (not spam)' },
      { at: Date.UTC(2026, 10, 25, 13), editor: 'ana@example.com', what: 'status: replied' },
      { at: Date.UTC(2026, 10, 25, 14), editor: 'ana@example.com', what: 'note' },
    ],
  });

  it('shows its fields, source, notifications with their failures, and changes', async () => {
    stubInboxApi(({ path }) =>
      path === `/leads/${failing.reference}` ? { body: { lead: failing } } : undefined,
    );
    open(`?lead=${failing.reference}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'María Fernández' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('/es/services?utm_source=google')).toBeInTheDocument();
    const notices = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(
      notices.getByRole('heading', { level: 3, name: 'Notice to the company · Discord' }),
    ).toBeInTheDocument();
    expect(notices.getByText('Failed after 3 attempts')).toBeInTheDocument();
    expect(notices.getByText(/Discord answered 400/)).toBeInTheDocument();
    expect(notices.getByText(/Delivered/)).toBeInTheDocument();
    const changes = within(screen.getByRole('region', { name: 'Changes' }))
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
    expect(changes).toEqual([
      'Not spam: moved to the inbox as New',
      'Status set to Replied',
      'Note changed',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Changes' })).getAllByText('by ana@example.com', {
        exact: false,
      }),
    ).toHaveLength(3);
    expect(
      document.querySelector(`time[datetime="${new Date(failing.receivedAt).toISOString()}"]`),
    ).not.toBeNull();
  });

  it('names the lead that did not load, says why, and loads it on a retry', async () => {
    let down = true;
    stubInboxApi(({ path }) =>
      path === `/leads/${newest.reference}` && down
        ? { status: 500, body: { error: 'The database is busy.' } }
        : undefined,
    );
    const user = userEvent.setup();
    open(`?lead=${newest.reference}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: newest.reference }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The database is busy/)).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: newest.name })).toBeInTheDocument();
  });

  it('says a lead that is not there any more is gone, with the way back to the list and no retry', async () => {
    stubInboxApi();
    open('?lead=VX-GONE1');
    expect(await screen.findByRole('heading', { level: 1, name: 'VX-GONE1' })).toBeInTheDocument();
    expect(screen.getByText('Not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All leads' })).toHaveAttribute(
      'href',
      adminPaths.inbox,
    );
  });

  it("replies by e-mail in the lead's language, with its reference in the subject", async () => {
    stubInboxApi(({ path }) =>
      path === `/leads/${failing.reference}` ? { body: { lead: failing } } : undefined,
    );
    open(`?lead=${failing.reference}`);
    const reply = await screen.findByRole('link', { name: 'Reply by e-mail' });
    const href = new URL(reply.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('maria@example.es');
    expect(href.searchParams.get('subject')).toBe('Su consulta, referencia VX-ES0001');
  });

  it('saves the status and the note with PATCH, says so, and shows the lead as saved', async () => {
    // The API answers with the lead as saved, its change recorded.
    const requests = stubInboxApi(({ method, path, body }) =>
      method === 'PATCH' && path === `/leads/${newest.reference}`
        ? {
            body: {
              lead: {
                ...newest,
                ...(body as object),
                changes: [
                  {
                    at: newest.receivedAt,
                    editor: 'ana@example.com',
                    what: `saved ${JSON.stringify(body)}`,
                  },
                ],
              },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    open(`?lead=${newest.reference}`);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Status of this lead' }),
      'won',
    );
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Status saved: Won.');
    expect(requests.find(({ method }) => method === 'PATCH')?.body).toEqual({ status: 'won' });
    expect(
      within(screen.getByRole('region', { name: 'Changes' })).getByRole('listitem'),
    ).toHaveTextContent('saved {"status":"won"}');

    await user.type(
      screen.getByRole('textbox', { name: 'Note (seen only by the company)' }),
      'Call back Monday',
    );
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Note saved.'));
    expect(requests.filter(({ method }) => method === 'PATCH').at(-1)?.body).toEqual({
      note: 'Call back Monday',
    });
    expect(
      within(screen.getByRole('region', { name: 'Changes' })).getByRole('listitem'),
    ).toHaveTextContent('saved {"note":"Call back Monday"}');
  });

  it('says "Note saved." afresh when the note is saved again', async () => {
    stubInboxApi(({ method, body }) =>
      method === 'PATCH' ? { body: { lead: { ...newest, ...(body as object) } } } : undefined,
    );
    const user = userEvent.setup();
    open(`?lead=${newest.reference}`);
    await user.type(
      await screen.findByRole('textbox', { name: 'Note (seen only by the company)' }),
      'Call back Monday',
    );
    // What a screen reader hears: the text put into the live region.
    const heard: string[] = [];
    new MutationObserver((changes) =>
      changes.forEach(({ addedNodes }) =>
        addedNodes.forEach((node) => heard.push(node.textContent ?? '')),
      ),
    ).observe(screen.getByRole('status'), { childList: true, subtree: true });
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(heard).toEqual(['Note saved.']));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(heard).toEqual(['Note saved.', 'Note saved.']));
  });

  it('keeps a note typed and not saved for when the lead is opened again, says it is not saved, and forgets it once saved', async () => {
    stubInboxApi(({ method, body }) =>
      method === 'PATCH' ? { body: { lead: { ...newest, ...(body as object) } } } : undefined,
    );
    const user = userEvent.setup();
    const inbox = open(`?lead=${newest.reference}`);
    const note = () => screen.findByRole('textbox', { name: 'Note (seen only by the company)' });
    await user.type(await note(), 'Call back Monday');
    await user.click(screen.getByRole('link', { name: 'All leads' }));
    await user.click(await screen.findByRole('link', { name: 'Newest Person' }));
    expect(await note()).toHaveValue('Call back Monday');
    expect(screen.getByText('Not saved yet.')).toBeInTheDocument();

    // A reload of the page keeps it too.
    inbox.unmount();
    open(`?lead=${newest.reference}`);
    expect(await note()).toHaveValue('Call back Monday');

    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Note saved.'));
    expect(screen.queryByText('Not saved yet.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All leads' }));
    await user.click(await screen.findByRole('link', { name: 'Newest Person' }));
    await note();
    expect(screen.queryByText('Not saved yet.')).not.toBeInTheDocument();
  });

  it('marks the save button unavailable while its save runs, and ignores a second press', async () => {
    let answer: (saved: { body: unknown }) => void = () => {};
    const held = new Promise<{ body: unknown }>((settle) => (answer = settle));
    const requests = stubInboxApi(({ method }) => (method === 'PATCH' ? held : undefined));
    const user = userEvent.setup();
    open(`?lead=${newest.reference}`);
    await user.type(
      await screen.findByRole('textbox', { name: 'Note (seen only by the company)' }),
      'Call back Monday',
    );
    const save = screen.getByRole('button', { name: 'Save note' });
    await user.click(save);
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    answer({ body: { lead: { ...newest, note: 'Call back Monday' } } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Note saved.'));
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(requests.filter(({ method }) => method === 'PATCH')).toHaveLength(1);
  });

  it('keeps the note and shows why when the save fails', async () => {
    stubInboxApi(({ method }) =>
      method === 'PATCH'
        ? { status: 400, body: { error: 'The note is longer than 5,000 characters.' } }
        : undefined,
    );
    const user = userEvent.setup();
    open(`?lead=${newest.reference}`);
    const note = await screen.findByRole('textbox', { name: 'Note (seen only by the company)' });
    await user.type(note, 'Too long');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription('The note is longer than 5,000 characters.'),
    );
    expect(note).toHaveValue('Too long');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The note is longer than 5,000 characters.',
    );
  });

  it('keeps the page and the note when the sign-in has ended, and says how to sign in again', async () => {
    stubInboxApi(({ method }) => (method === 'PATCH' ? 'signedOut' : undefined));
    const user = userEvent.setup();
    open(`?lead=${newest.reference}`);
    const note = await screen.findByRole('textbox', { name: 'Note (seen only by the company)' });
    await user.type(note, 'Call back on Monday');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription(
        /Your sign-in has ended\. Open the inbox in a new tab/,
      ),
    );
    expect(note).toHaveValue('Call back on Monday');
    expect(screen.getByRole('heading', { level: 1, name: newest.name })).toBeInTheDocument();
  });

  it('moves a spam lead to the inbox with "Not spam"', async () => {
    const { requests, user } = openTooFast();
    expect(
      await screen.findByText(
        'Held as spam: it was sent within seconds of the page opening, faster than a person types.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not spam' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        "Moved to the inbox; the site's notices for a message go out now.",
      ),
    );
    expect(
      requests.some(({ method, path }) => method === 'POST' && path.endsWith('/not-spam')),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Not spam' })).not.toBeInTheDocument();
  });

  it('sends a given-up notice again, says how it went, and leaves focus on that notice', async () => {
    const [given, delivered] = failing.notifications;
    const sentAgain = lead({
      ...failing,
      notifications: [
        {
          ...given!,
          attempts: 1,
          deliveredAt: Date.UTC(2026, 10, 25, 15),
          deadAt: null,
          lastError: null,
        },
        delivered!,
      ],
      changes: [
        ...failing.changes,
        {
          at: Date.UTC(2026, 10, 25, 15),
          editor: 'ana@example.com',
          what: 'sent again: enquiry by discord',
        },
      ],
    });
    const requests = stubInboxApi(({ method, path }) => {
      if (path === `/leads/${failing.reference}`) return { body: { lead: failing } };
      if (
        method === 'POST' &&
        path === `/leads/${failing.reference}/notices/${given!.id}/send-again`
      )
        return { body: { lead: sentAgain } };
      return undefined;
    });
    const user = userEvent.setup();
    open(`?lead=${failing.reference}`);
    const notices = within(await screen.findByRole('region', { name: 'Notifications' }));
    // Only the given-up notice offers it, named after it.
    expect(notices.getAllByRole('button')).toHaveLength(1);
    await user.click(
      notices.getByRole('button', { name: 'Send again Notice to the company · Discord' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Sent again: delivered.'),
    );
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(1);
    expect(notices.queryByRole('button')).not.toBeInTheDocument();
    expect(
      notices.getByRole('heading', { level: 3, name: 'Notice to the company · Discord' }),
    ).toHaveFocus();
    expect(
      within(screen.getByRole('region', { name: 'Changes' })).getByText(
        'Sent again: Notice to the company · Discord',
      ),
    ).toBeInTheDocument();
  });

  it('says a notice refused again beside its button, as an error, and keeps focus there', async () => {
    const [given] = failing.notifications;
    const refused = lead({
      ...failing,
      notifications: failing.notifications.map((notice) =>
        notice.id === given!.id ? { ...notice, deadAt: Date.UTC(2026, 10, 25, 15) } : notice,
      ),
    });
    stubInboxApi(({ method, path }) => {
      if (path === `/leads/${failing.reference}`) return { body: { lead: failing } };
      return method === 'POST' ? { body: { lead: refused } } : undefined;
    });
    const user = userEvent.setup();
    open(`?lead=${failing.reference}`);
    const notices = within(await screen.findByRole('region', { name: 'Notifications' }));
    const again = notices.getByRole('button', {
      name: 'Send again Notice to the company · Discord',
    });
    await user.click(again);
    // Beside the button, in sight where a phone's live region at the top of the page is not.
    expect(
      await notices.findByText('Sent again and refused again: see the reason.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sent again and refused again: see the reason.',
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'error');
    expect(again).toHaveFocus();
  });

  it('offers no status on a spam lead but points to "Not spam", and offers them all once it is in the inbox', async () => {
    const { user } = openTooFast();
    const status = within(await screen.findByRole('region', { name: 'Status' }));
    expect(
      status.getByText('To change its status, first move it to the inbox with “Not spam” above.'),
    ).toBeInTheDocument();
    expect(status.queryByRole('combobox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Not spam' }));
    const select = await within(screen.getByRole('region', { name: 'Status' })).findByRole(
      'combobox',
      { name: 'Status of this lead' },
    );
    expect(select).toHaveValue('new');
    expect(select).not.toHaveAccessibleDescription();
  });

  it('erases the address after a confirmation, then goes back to the list and says what went', async () => {
    const requests = stubInboxApi(({ method, path }) =>
      method === 'POST' && path === '/erase'
        ? { body: { erased: { enquiries: 2, subscribers: 1, notices: 0 } } }
        : undefined,
    );
    const user = userEvent.setup();
    open(`?lead=${newest.reference}`);
    await user.click(
      await screen.findByRole('button', { name: 'Erase all data for this address' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Erase all data for this address?' });
    expect(dialog).toHaveAccessibleDescription(
      /every notice about them, sent or waiting, are deleted for good/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some(({ path }) => path === '/erase')).toBe(false);

    // A note typed about the person and not saved goes with the rest.
    await user.type(
      screen.getByRole('textbox', { name: 'Note (seen only by the company)' }),
      'Asked to be forgotten.',
    );
    expect(sessionStorage.length).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Erase all data for this address' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase everything' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Leads' });
    expect(sessionStorage.length).toBe(0);
    expect(requests.find(({ path }) => path === '/erase')?.body).toEqual({ email: newest.email });
    expect(window.location.search).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent(
      `Erased for ${newest.email}: 2 leads, 1 subscription, 0 notices.`,
    );
  });

  it('leaves its confirmations and failures behind when the view changes', async () => {
    let refuse = false;
    stubInboxApi(({ method, body }) =>
      method === 'PATCH'
        ? refuse
          ? { status: 500, body: { error: 'The database is busy.' } }
          : { body: { lead: { ...newest, ...(body as object) } } }
        : undefined,
    );
    const user = userEvent.setup();
    open(`?lead=${newest.reference}`);
    await user.click(await screen.findByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Note saved.'));
    await user.click(screen.getByRole('link', { name: 'All leads' }));
    await screen.findByRole('link', { name: 'Newest Person' });
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toEqual(['']);

    refuse = true;
    await user.click(screen.getByRole('link', { name: 'Newest Person' }));
    await user.click(await screen.findByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The database is busy.'),
    );
    await user.click(screen.getByRole('link', { name: 'All leads' }));
    await screen.findByRole('link', { name: 'Newest Person' });
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toEqual(['']);
  });

  it('says why an erasure failed once, in its dialog', async () => {
    stubInboxApi(({ path }) =>
      path === '/erase' ? { status: 500, body: { error: 'The database is busy.' } } : undefined,
    );
    const user = userEvent.setup();
    open(`?lead=${newest.reference}`);
    await user.click(
      await screen.findByRole('button', { name: 'Erase all data for this address' }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase everything' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'The database is busy.',
    );
    expect(screen.getAllByText('The database is busy.')).toHaveLength(1);
  });

  it('opens from the list with focus on its heading, and gives focus back to its link on return', async () => {
    stubInboxApi();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('link', { name: 'Older Person' }));
    expect(window.location.search).toBe(`?lead=${older.reference}`);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Older Person' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('link', { name: 'All leads' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Older Person' })).toHaveFocus());
  });
});

describe('subscribers', () => {
  it('shows each address with its status, and unsubscribes one after a confirmation', async () => {
    const requests = stubInboxApi(({ method, path }) =>
      method === 'POST' && path === '/subscribers/NS-1/unsubscribe'
        ? { body: { ok: true } }
        : undefined,
    );
    const user = userEvent.setup();
    open('?view=subscribers');
    const row = (
      await screen.findByRole('button', { name: 'Unsubscribe jane@example.com' })
    ).closest('li');
    expect(row).toHaveTextContent('Subscribed');
    await user.click(within(row as HTMLElement).getByRole('button'));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Unsubscribe this address?' })).getByRole(
        'button',
        { name: 'Unsubscribe' },
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('jane@example.com is unsubscribed.'),
    );
    expect(
      requests.some(
        ({ method, path }) => method === 'POST' && path === '/subscribers/NS-1/unsubscribe',
      ),
    ).toBe(true);
  });
  it('shows why a waiting address never got its confirmation link, and sends it again', async () => {
    const waiting: Subscriber = {
      reference: 'NS-2',
      email: 'luis@example.es',
      status: 'pending',
      locale: 'es',
      receivedAt: Date.UTC(2026, 10, 25),
      confirmedAt: null,
      linkError: 'HTTP 401: {}',
    };
    let sent = false;
    const requests = stubInboxApi(({ method, path }) => {
      if (method === 'GET' && path === '/subscribers')
        return { body: { subscribers: [sent ? { ...waiting, linkError: null } : waiting] } };
      if (method === 'POST' && path === '/subscribers/NS-2/confirmation/send-again') {
        sent = true;
        return { body: { sent: 'delivered' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    open('?view=subscribers');
    expect(await screen.findByText('Confirmation link not sent: HTTP 401: {}')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Send the link again to luis@example.es' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Confirmation link sent to luis@example.es.',
      ),
    );
    await waitFor(() =>
      expect(screen.queryByText(/Confirmation link not sent/)).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /Send the link again/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe luis@example.es' })).toHaveFocus();
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });

  it('keeps focus on "Send the link again" when the link is refused again', async () => {
    const waiting: Subscriber = {
      reference: 'NS-3',
      email: 'ana@example.es',
      status: 'pending',
      locale: 'es',
      receivedAt: Date.UTC(2026, 10, 25),
      confirmedAt: null,
      linkError: 'HTTP 401: {}',
    };
    stubInboxApi(({ method, path }) => {
      if (method === 'GET' && path === '/subscribers') return { body: { subscribers: [waiting] } };
      return method === 'POST' ? { body: { sent: 'dead' } } : undefined;
    });
    const user = userEvent.setup();
    open('?view=subscribers');
    await user.click(
      await screen.findByRole('button', { name: 'Send the link again to ana@example.es' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The link to ana@example.es was refused again: see the reason.',
      ),
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'error');
    // Said beside the button too (the list may be long, the live region far above it).
    expect(
      screen.getAllByText('The link to ana@example.es was refused again: see the reason.'),
    ).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Send the link again to ana@example.es' }),
    ).toHaveFocus();
  });

  it("asks afresh each time: a failed unsubscribe's reason is gone when the dialog opens again", async () => {
    stubInboxApi(({ method }) =>
      method === 'POST' ? { status: 500, body: { error: 'The database is busy.' } } : undefined,
    );
    const user = userEvent.setup();
    open('?view=subscribers');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe jane@example.com' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Unsubscribe' }),
    );
    expect(
      await within(screen.getByRole('dialog')).findByText('The database is busy.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('The database is busy.')).toHaveLength(1);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Unsubscribe jane@example.com' }));
    expect(
      within(screen.getByRole('dialog')).queryByText('The database is busy.'),
    ).not.toBeInTheDocument();
  });
});

describe('access', () => {
  it('names the signed-in editor, with no local notice', async () => {
    stubInboxApi();
    open();
    expect(await screen.findByText('Signed in as ana@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/local runtime/)).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Inbox views' })).toBeInTheDocument();
  });

  it('says when the inbox is open without sign-in on the local runtime', async () => {
    stubInboxApi(undefined, { editor: 'local', via: 'local' });
    open();
    const notice = await screen.findByRole('complementary', { name: 'Local runtime' });
    expect(notice).toHaveTextContent('Open without sign-in: this is the local runtime');
  });

  it('asks for a sign-in through Cloudflare Access on a 403', async () => {
    stubInboxApi(({ path }) =>
      path === '/session' ? { status: 403, body: { error: 'No valid Access token.' } } : undefined,
    );
    open();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You need to sign in through Cloudflare Access',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached', async () => {
    let reachable = false;
    stubInboxApi(({ path }) => (path === '/session' && !reachable ? 'unreachable' : undefined));
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByRole('heading', { name: 'The inbox could not reach the server' }),
    ).toBeInTheDocument();
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Newest Person' })).toBeInTheDocument();
  });
});
