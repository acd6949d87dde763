import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminPaths } from '../../src/addresses.mjs';
import { Inbox } from '../../src/inbox/Inbox';
import type { Traffic } from '../../src/inbox/types';
import { stubInboxApi } from './inboxApiStub';

const day = 24 * 60 * 60_000;
const today = Date.UTC(2026, 10, 25);
const conversion = { views: 0, replied: 0, won: 0 };

const traffic = (days: Traffic['days']): Traffic => ({
  days,
  totals: { visitors: 40, views: 90, leads: 2 },
  daily: Array.from({ length: days }, (_, index) => ({
    day: today - (days - 1 - index) * day,
    visitors: index === days - 1 ? 30 : 10 / (days - 1),
    views: index === days - 1 ? 60 : 30 / (days - 1),
  })),
  pages: [{ path: '/services', visitors: 25, views: 50 }],
  referrers: [],
  languages: [{ language: 'es', visitors: 40, views: 90 }],
  devices: [{ device: 'phone', visitors: 40, views: 90 }],
  sources: [
    { ...conversion, source: 'newsletter', visitors: 8, leads: 2, won: 1 },
    { ...conversion, source: 'direct', visitors: 32, leads: 0 },
  ],
  campaigns: [],
  landings: [{ ...conversion, path: '/services', visitors: 25, leads: 2, replied: 1 }],
  vitals: [],
});

const open = (search: string) => {
  window.history.replaceState(null, '', `${adminPaths.inbox}${search}`);
  return render(<Inbox />);
};

beforeEach(() => sessionStorage.clear());

describe('the traffic view', () => {
  it('shows the period’s totals, each day in a table beside the chart, and the conversion', async () => {
    stubInboxApi(({ path, query }) =>
      path === '/traffic' ? { body: traffic(Number(query.get('days')) as 7) } : undefined,
    );
    open('?view=traffic');
    const chart = await screen.findByRole('img', { name: /Chart of the last 7 days/ });
    expect(chart).toHaveAccessibleName(
      'Chart of the last 7 days: 40 visitors and 90 page views in all; the busiest day was Wed 25 Nov. The table that follows gives each day.',
    );
    const days = screen.getByRole('table', { name: 'Visitors and page views per day' });
    expect(within(days).getAllByRole('row')).toHaveLength(8);
    expect(within(days).getAllByRole('row')[7]).toHaveTextContent('Wed 25 Nov3060');
    expect(screen.getByText('Visitors who became leads').nextSibling).toHaveTextContent('5%');
    const sources = screen.getByRole('table', { name: 'Conversion per source' });
    expect(within(sources).getAllByRole('row')[1]).toHaveTextContent(
      'newsletter82 leads from newsletter: show them in the list25%01',
    );
    expect(within(sources).getAllByRole('row')[2]).toHaveTextContent('direct3200%00');
    expect(screen.getByRole('table', { name: 'Languages' })).toHaveTextContent('Spanish');
    expect(screen.getByRole('table', { name: 'Devices' })).toHaveTextContent('Phone');
    expect(screen.getByRole('region', { name: 'Top referring sites' })).toHaveTextContent(
      'Nothing counted in this period.',
    );
  });

  it('asks for the period chosen, and keeps it in the address', async () => {
    const requests = stubInboxApi(({ path, query }) =>
      path === '/traffic' ? { body: traffic(Number(query.get('days')) as 7) } : undefined,
    );
    open('?view=traffic');
    await screen.findByRole('img', { name: /last 7 days/ });
    await userEvent.click(screen.getByRole('link', { name: '30 days' }));
    await screen.findByRole('img', { name: /last 30 days/ });
    expect(window.location.search).toBe('?view=traffic&days=30');
    expect(screen.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');
    const asked = requests.filter(({ path }) => path === '/traffic');
    expect(asked.map(({ query }) => query.get('days'))).toEqual(['7', '30']);
  });

  it('opens the list of the leads a source’s count holds: from that source, in the period', async () => {
    const requests = stubInboxApi(({ path }) =>
      path === '/traffic' ? { body: traffic(7) } : undefined,
    );
    open('?view=traffic');
    await screen.findByRole('img');
    const link = within(screen.getByRole('table', { name: 'Conversion per source' })).getByRole(
      'link',
    );
    expect(link).toHaveTextContent('2 leads from newsletter: show them in the list');
    expect(link).toHaveAttribute('href', `${adminPaths.inbox}?source=newsletter&days=7`);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(window.location.search).toBe('?source=newsletter&days=7');
    expect(screen.getByRole('combobox', { name: 'Received' })).toHaveDisplayValue('Last 7 days');
    const asked = requests.find(({ path }) => path === '/leads')?.query;
    expect(asked?.get('source')).toBe('newsletter');
    expect(asked?.get('days')).toBe('7');
  });

  it('names a single lead as one to a screen reader', async () => {
    const single = traffic(7);
    single.sources = [{ ...conversion, source: 'google', visitors: 5, leads: 1 }];
    stubInboxApi(({ path }) => (path === '/traffic' ? { body: single } : undefined));
    open('?view=traffic');
    const sources = await screen.findByRole('table', { name: 'Conversion per source' });
    expect(within(sources).getByRole('link')).toHaveTextContent(
      '1 lead from google: show it in the list',
    );
  });
});
