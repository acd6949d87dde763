import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      include: ['tests/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      // A guard against a hang, not a speed check: on a busy two-core machine jsdom's role
      // queries over a whole footer or page take several seconds.
      testTimeout: 20_000,
    },
  }),
);
