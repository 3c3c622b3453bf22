// Screenshots of the real app for the public Features and About pages (issue 28 item 4): a seeded customer
// (verified, funded, with a history) signs in through the API on a phone-sized Chromium; each screen is
// captured at 390 × 844 and encoded as WebP by Chromium itself (canvas), into apps/web/public/screens/.
// Usage: npx tsx bench/capture-app-screens.ts   (needs the built web app and PostgreSQL, as bench:web)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { benchEnv, ROOT, startApi } from './lib/api-server.ts';
import { CHROME, CHROME_FLAGS, signIn } from './lib/browser.ts';
import { dropDatabase, freshDatabase } from './lib/database.ts';
import { BENCH_PASSWORD, seedCustomers } from './lib/seed.ts';

const OUT = path.join(ROOT, 'apps/web/public/screens');
const SCREENS = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'send-to-bank', path: '/send/remittance' },
  { name: 'transactions', path: '/transactions' },
];
const DB = 'owo_capture_screens';
const url = freshDatabase(DB);
try {
  const [c] = await seedCustomers(url, 1);
  const api = await startApi(benchEnv(url));
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    await signIn(page, api.url, { ...c!, password: BENCH_PASSWORD });
    for (const s of SCREENS) {
      await page.goto(`${api.url}${s.path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_500);
      // A screen moves focus to its heading for keyboard users; the picture shows it as a visitor sees it.
      await page.locator(':focus').evaluateAll((focused) => {
        for (const el of focused) (el as unknown as { blur(): void }).blur();
      });
      const png = (await page.screenshot()).toString('base64');
      // WebP from Chromium's own encoder, quality 0.8. (A script in the page's words: this project is typed
      // against Node's globals, not the DOM's.)
      const webp = (await page.evaluate(`(async (b64) => {
        const img = new Image();
        img.src = 'data:image/png;base64,' + b64;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        canvas.getContext('2d').drawImage(img, 0, 0);
        return canvas.toDataURL('image/webp', 0.8).split(',')[1];
      })(${JSON.stringify(png)})`)) as string;
      writeFileSync(path.join(OUT, `${s.name}.webp`), Buffer.from(webp, 'base64'));
      console.log(`screens: ${s.name}.webp ${Math.round(Buffer.from(webp, 'base64').length / 1024)} KB`);
    }
  } finally {
    await browser.close();
    await api.stop();
  }
} finally {
  await dropDatabase(DB);
}
