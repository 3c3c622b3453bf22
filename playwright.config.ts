import { defineConfig, devices } from '@playwright/test';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Reading B (calls to action lead to the app stores) is a separate build, served on its own port. */
const storesBaseUrl = 'http://localhost:3101';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: 'http://localhost:3100',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The real server, serving the freshly built web app (Reading A, the default).
      command: 'npm run build -w apps/web && node --import tsx apps/api/src/server.ts',
      url: 'http://localhost:3100/',
      env: { PORT: '3100', DATA_DIR: '.tmp/e2e-data' },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // The same server over a Reading B build of the web app.
      command: 'npm run build:stores -w apps/web && node --import tsx apps/api/src/server.ts',
      url: `${storesBaseUrl}/`,
      env: { PORT: '3101', DATA_DIR: '.tmp/e2e-data-stores', WEB_DIST: '.tmp/web-stores' },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
