import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Each test file runs in a new process that compiles the same packages again (Fastify, zod, PGlite's glue):
// Node keeps V8's code for them on disk, and the next process reads it back (about a tenth of a file's CPU).
process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), 'owo-node-compile-cache');

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
