// Debian's Chromium and the flags the stack notes ask for (as root: no sandbox; no GPU, no QUIC, nothing fetched
// in the background): for the browser stories (playwright.config.ts) and the benchmarks that open the app
// (bench/lib/browser.ts) alike.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
