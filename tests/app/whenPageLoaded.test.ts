import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPageLoaded } from '../../src/app/loading/whenPageLoaded';

let readyState: DocumentReadyState;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  readyState = 'interactive';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('whenPageLoaded', () => {
  it('waits for the load event, then for the frame after it to be painted', () => {
    const callback = vi.fn();
    whenPageLoaded(callback);
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(callback).not.toHaveBeenCalled(); // the frame is painted after its callbacks
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the next paint when the page has loaded already', () => {
    readyState = 'complete';
    const callback = vi.fn();
    whenPageLoaded(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs a second after load when no frame is painted, as in a tab opened in the background', () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const callback = vi.fn();
    whenPageLoaded(callback, 1000);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(frame).toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('leaves no timer behind once the frame came', () => {
    const callback = vi.fn();
    whenPageLoaded(callback, 1000);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(20);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs at once when the visitor presses a key or touches the page first, and only then', () => {
    const callback = vi.fn();
    whenPageLoaded(callback);
    window.dispatchEvent(new Event('pointerdown'));
    expect(callback).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('stops listening for the visitor once it has run after load', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    whenPageLoaded(vi.fn());
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(20);
    expect(remove.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['pointerdown', 'keydown']),
    );
  });
});
