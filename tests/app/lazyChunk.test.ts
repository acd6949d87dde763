import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChunk } from '../../src/app/loading/lazyChunk';

describe('lazyChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('fetches once, shares the fetch under way and keeps what arrived', async () => {
    const fetchChunk = vi.fn(() => Promise.resolve('page'));
    const chunk = lazyChunk(fetchChunk);
    expect(chunk.loaded()).toBeUndefined();
    const [first, second] = [chunk.load(), chunk.load()];
    expect(first).toBe(second);
    await expect(first).resolves.toBe('page');
    expect(chunk.loaded()).toBe('page');
    await chunk.load();
    expect(fetchChunk).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch: the next load tries again', async () => {
    const fetchChunk = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('page');
    const chunk = lazyChunk(fetchChunk);
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('page');
    expect(fetchChunk).toHaveBeenCalledTimes(2);
  });

  it('counts a chunk that has not arrived in time as failed, and tries again after', async () => {
    vi.useFakeTimers();
    const fetchChunk = vi.fn().mockReturnValueOnce(new Promise(() => {})).mockResolvedValueOnce('page');
    const chunk = lazyChunk(fetchChunk, 1000);
    const first = chunk.load();
    const settled = vi.fn();
    first.catch(settled);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).rejects.toThrow('Timed out after 1000 ms');
    await expect(chunk.load()).resolves.toBe('page');
  });
});
