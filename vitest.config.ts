import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig, { languageConfig } from './vite.config.ts';

const test = {
  environment: 'jsdom',
  setupFiles: ['tests/setup.ts'],
  restoreMocks: true,
  // A guard against a hang, not a speed check: on a busy two-core machine jsdom's role
  // queries over a whole footer or page take several seconds.
  testTimeout: 20_000,
  // Every core: by default Vitest leaves one free, which on two cores made the suite a third slower.
  maxWorkers: availableParallelism(),
} as const;
/** Tests of the Spanish build: the same code built with SITE_LOCALE=es. */
const spanishTests = 'tests/**/*.es.test.{ts,tsx}';
/** Tests that run in Node rather than in a page: each says so on its first line. */
const nodeTests = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .map((file) => `tests/${file}`)
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').startsWith('// @vitest-environment node'));

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      ...test,
      projects: [
        // The site as the default build makes it, in English (whatever SITE_LOCALE says). The
        // page tests load jsdom once per worker process and give each file a fresh page in a
        // context of its own: 83 s for the unit tests against 121 loading jsdom for each file.
        // The Node tests keep the usual pool: miniflare and rolldown fail inside such a context.
        { ...languageConfig('en'), test: { ...test, name: 'en', pool: 'vmForks', include: ['tests/**/*.test.{ts,tsx}'], exclude: [spanishTests, ...nodeTests] } },
        { ...languageConfig('en'), test: { ...test, name: 'en (Node)', include: nodeTests, exclude: [spanishTests] } },
        { ...languageConfig('es'), test: { ...test, name: 'es', include: [spanishTests] } },
      ],
    },
  }),
);
