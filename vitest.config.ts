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

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      ...test,
      projects: [
        // The site as the default build makes it, in English (whatever SITE_LOCALE says).
        { ...languageConfig('en'), test: { ...test, name: 'en', include: ['tests/**/*.test.{ts,tsx}'], exclude: [spanishTests] } },
        { ...languageConfig('es'), test: { ...test, name: 'es', include: [spanishTests] } },
      ],
    },
  }),
);
