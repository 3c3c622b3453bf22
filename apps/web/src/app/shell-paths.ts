// With its extension: vite.config.ts loads this file too (through scripts/shell-paths-plugin.ts), and Vite's
// native config loader resolves only imports that name their file.
import { walletPathPatterns } from './wallet-paths.ts';

/**
 * Every page URL the SPA shell answers with 200 besides the pre-rendered pages: the wallet, the /home
 * redirect, and the public pages with a code in their URL (payment links, receipt and statement checks).
 * The build writes these to shell-paths.json; the server answers any other page URL with HTTP 404 (the
 * shell then shows the not-found page). A new route outside the wallet adds its pattern here.
 */
export const shellPathPatterns: RegExp[] = [
  ...walletPathPatterns,
  /^\/home\/?$/,
  /^\/pay\/[^/]+\/?$/,
  /^\/r\/[^/]+\/?$/,
  /^\/s\/[^/]+\/?$/,
];
