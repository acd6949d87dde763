// A clock a benchmark can set, so a week of page views runs in minutes: with TEST_CLOCK=header
// (only ever given to the local runtime, by bench/traffic.mjs) a request to a loopback host may
// name its moment in X-Test-Time. Anywhere else it is the real time.
import type { Env } from './env';

const loopbackHost = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

export function requestTime(request: Request, env: Env): number {
  const named = Number(request.headers.get('X-Test-Time'));
  return env.TEST_CLOCK === 'header' &&
    loopbackHost.test(new URL(request.url).hostname) &&
    Number.isSafeInteger(named) &&
    named > 0
    ? named
    : Date.now();
}
