import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.ts';

// E2E_SLOT=<name> gives a run its own ports (E2E_PORT, default 3100, and the next one), builds and data
// folders, so several engineers can run browser tests side by side. Unset, it is the usual 3100/3101 run.
const slot = process.env.E2E_SLOT;
const port = Number(process.env.E2E_PORT ?? 3100);
const server = 'node --import tsx apps/api/src/server.ts';
const buildA = slot ? `node scripts/build-web-into.mjs .tmp/web-${slot}` : 'npm run build -w apps/web';
const buildB = slot
  ? `VITE_CTA_MODE=stores node scripts/build-web-into.mjs .tmp/web-stores-${slot}`
  : 'npm run build:stores -w apps/web';

/** Reading B (calls to action lead to the app stores) is a separate build, served on its own port. */
const storesBaseUrl = `http://localhost:${port + 1}`;
process.env.E2E_STORES_BASE_URL = storesBaseUrl;
/** The new-device cap is off on the two servers above (stories move more than it allows); this one has it on. */
const capBaseUrl = `http://localhost:${port + 2}`;
process.env.E2E_CAP_BASE_URL = capBaseUrl;
/**
 * Every page and API call of a story comes from one device id unless the story opens a context of its own
 * without it: customers made through the API and the browser that logs in are then the same device, so a
 * login needs no texted code (e2e/app/a-customer-guards-the-account.spec.ts opens such a context).
 */
const E2E_DEVICE_ID = 'e2e-browser-device-0001';

export default defineConfig({
  testDir: 'e2e',
  outputDir: slot ? `test-results-${slot}` : 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI && !slot ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    extraHTTPHeaders: { 'X-Device-Id': E2E_DEVICE_ID },
    screenshot: 'only-on-failure',
    // Recording a trace costs a story about a third of its time here (screencast frames and a DOM snapshot per
    // action, for every story, thrown away when it passes): 1 m 41-47 s against 2 m 27-32 s for the same six
    // stories. CI, which retries a failed story once, records it for the retry only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The real server, serving the freshly built web app (Reading A, the default).
      command: `${buildA} && ${server}`,
      url: `http://localhost:${port}/`,
      env: {
        PORT: String(port),
        DATA_DIR: slot ? `.tmp/e2e-data-${slot}` : '.tmp/e2e-data',
        NEW_DEVICE_CAP_NAIRA: '0',
        ...(slot ? { WEB_DIST: `.tmp/web-${slot}` } : {}),
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // The same server over a Reading B build of the web app.
      command: `${buildB} && ${server}`,
      url: `${storesBaseUrl}/`,
      env: {
        PORT: String(port + 1),
        DATA_DIR: slot ? `.tmp/e2e-data-stores-${slot}` : '.tmp/e2e-data-stores',
        NEW_DEVICE_CAP_NAIRA: '0',
        WEB_DIST: slot ? `.tmp/web-stores-${slot}` : '.tmp/web-stores',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // The Reading A build again, with the new-device cap on (its default, ₦20,000 for 24 hours).
      command: server,
      url: `${capBaseUrl}/`,
      env: {
        PORT: String(port + 2),
        DATA_DIR: slot ? `.tmp/e2e-data-cap-${slot}` : '.tmp/e2e-data-cap',
        NEW_DEVICE_CAP_NAIRA: '20000',
        ...(slot ? { WEB_DIST: `.tmp/web-${slot}` } : {}),
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
