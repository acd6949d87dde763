// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Env } from '../../worker/env';
import { requestTime } from '../../worker/testClock';

const named = Date.UTC(2026, 0, 5, 9);
const request = (host: string) =>
  new Request(`http://${host}/api/traffic`, { headers: { 'X-Test-Time': String(named) } });
const env = (clock?: string) => ({ TEST_CLOCK: clock }) as Env;

describe('the test clock', () => {
  it('takes the moment a request names only when the local runtime is told to', () => {
    expect(requestTime(request('127.0.0.1:4302'), env('header'))).toBe(named);
    expect(requestTime(request('localhost:8787'), env('header'))).toBe(named);
  });

  it('is the real time anywhere else: without the setting, or on a public host', () => {
    const before = Date.now();
    expect(requestTime(request('127.0.0.1:4302'), env())).toBeGreaterThanOrEqual(before);
    expect(requestTime(request('www.vantix.example'), env('header'))).toBeGreaterThanOrEqual(
      before,
    );
  });
});
