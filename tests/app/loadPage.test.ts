import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedPage, loadPage } from '../../src/app/loading/loadPage';

// The thank-you page's chunk arrives only when the test lets it.
const arrival = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('../../src/pages/ThankYouPage.tsx', async () => {
  await arrival.arrived;
  return { ThankYouPage: () => 'Thank you' };
});

describe('loadPage', () => {
  afterEach(() => vi.useRealTimers());

  it('counts a chunk that has not arrived in time as failed, tries again after, and keeps what arrived', async () => {
    vi.useFakeTimers();
    const first = loadPage('ThankYouPage', 1000);
    const settled = vi.fn();
    first.catch(settled);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).rejects.toThrow('Timed out after 1000 ms');
    expect(loadedPage('ThankYouPage')).toBeUndefined();

    const second = loadPage('ThankYouPage', 1000);
    arrival.arrive();
    const Page = await second;
    expect(loadedPage('ThankYouPage')).toBe(Page);
    expect(vi.getTimerCount()).toBe(0);
  });
});
