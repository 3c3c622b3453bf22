import { defineConfig } from 'vitest/config';

// One runner for every unit, API and database test. Browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
