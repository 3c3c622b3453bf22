import { expect, test } from '@playwright/test';

// Lighthouse 12 dropped its installability audit; Chromium itself still says why a page could not be
// installed (DevTools' Page.getInstallabilityErrors). None is the bar: manifest, icons, service worker.
test('Chromium finds nothing that stops the wallet from being installed', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // Playwright's contexts are off-the-record, which Chromium reports on its own; it says nothing of the app.
      return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    })
    .toEqual([]);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: expect.any(String) });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
});
