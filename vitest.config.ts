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
  // Every core: by default Vitest leaves one free, which on two cores made the suite a third
  // slower.
  maxWorkers: availableParallelism(),
} as const;
/** Tests of the Spanish build: the same code built with SITE_LOCALE=es. */
const spanishTests = 'tests/**/*.es.test.{ts,tsx}';
const testFiles = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => ({ file: `tests/${file}`, source: readFileSync(`tests/${file}`, 'utf8') }));
/** Tests that run in Node rather than in a page: each says so on its first line. */
const runsInNode = (source: string) => source.startsWith('// @vitest-environment node');
const nodeTests = testFiles.filter(({ source }) => runsInNode(source)).map(({ file }) => file);
/** Node tests that replace a module (`vi.mock`): only a module graph of their own keeps it from other files. */
const mockingNodeTests = testFiles
  .filter(({ source }) => runsInNode(source) && /\bvi\.(do)?[mM]ock\(/.test(source))
  .map(({ file }) => file);

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      ...test,
      projects: [
        // The site as the default build makes it, in English (whatever SITE_LOCALE says). The
        // page tests load jsdom once per worker process and give each file a fresh page in a
        // context of its own: 83 s for the unit tests against 121 loading jsdom for each file.
        // The Node tests keep the usual pool: miniflare and rolldown fail inside such a context.
        // They share each worker's modules, which halves their time (40 s against 76), but for
        // those that mock one.
        {
          ...languageConfig('en'),
          test: {
            ...test,
            name: 'en',
            pool: 'vmForks',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: [spanishTests, ...nodeTests],
          },
        },
        {
          ...languageConfig('en'),
          test: {
            ...test,
            name: 'en (Node)',
            include: nodeTests,
            exclude: [spanishTests, ...mockingNodeTests],
            isolate: false,
          },
        },
        {
          ...languageConfig('en'),
          test: {
            ...test,
            name: 'en (Node, mocking)',
            include: mockingNodeTests,
            exclude: [spanishTests],
          },
        },
        { ...languageConfig('es'), test: { ...test, name: 'es', include: [spanishTests] } },
      ],
    },
  }),
);
