import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, headlessShellPath } from './scripts/paths.mjs';

const port = Number(process.env.PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One more try in CI, reported in the summary: now and then (a navigation to a local page,
  // a scroll walk, a wait for hydration) a test has waited on a browser or dev server that
  // stopped answering, and failed the whole run for it.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // A local page answers in well under a second: a navigation still waiting after 30 s
    // has hung, and fails then rather than at the end of the test's own time.
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: headlessShellPath,
      args: [...chromiumFlags, '--disable-quic', '--no-first-run'],
    },
  },
  // The already built dist with its receiver under wrangler dev, on an empty local database:
  // `npm test` builds first, `npm run test:e2e` expects a build. Tests type and send far
  // faster than people, so the fill time and rate limit are relaxed here (the receiver's
  // own specs check both).
  webServer: {
    command: 'node scripts/runtime.mjs',
    env: {
      PORT: String(port),
      PERSIST_TO: join(tmpdir(), `vantix-e2e-${port}`),
      PERSIST_FRESH: '1',
      RUNTIME_VARS: 'MIN_FILL_MS=0,RATE_LIMIT_MAX=100000,PLAIN_RATE_LIMIT_MAX=100000',
    },
    url: `http://127.0.0.1:${port}/`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
  },
});
