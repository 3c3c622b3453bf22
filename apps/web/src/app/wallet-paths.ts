/** The dashboard, where a signed-in visitor lands: its chunk and calls start first (first-calls.ts, shells). */
export const dashboardPath = /^\/dashboard\/?$/;

/**
 * Paths that belong to the signed-in app (and its login and signup). They load the wallet chunk
 * lazily; the server answers them with the SPA shell that lists the wallet's chunks (the build's shells.json,
 * scripts/prerender.mjs), except the guest paths below, which are pre-rendered.
 */
export const walletPathPatterns: RegExp[] = [
  /^\/login\/?$/,
  /^\/signup\/?$/,
  /^\/kyc\/?$/,
  /^\/send(\/[^/]+)?\/?$/,
  /^\/bills\/[^/]+\/?$/,
  /^\/more\/?$/,
  dashboardPath,
  /^\/beneficiaries(\/.*)?$/,
  /^\/mycard(\/.*)?$/,
  /^\/account(\/[^/]+)?\/?$/,
  /^\/statements\/?$/,
  /^\/profile(\/forgot-pin)?\/?$/,
  /^\/notifications\/?$/,
  /^\/transactions(\/.*)?$/,
  /^\/refer\/?$/,
  /^\/payment-links(\/new)?\/?$/,
  /^\/team(\/(approvals(\/[^/]+)?|audit))?\/?$/,
  // A team invitation's link (texted to the invited phone): signed out or in.
  /^\/join\/[^/]+\/?$/,
  /^\/payouts\/?$/,
  /^\/developers\/?$/,
  /^\/support(\/[^/]+)?\/?$/,
];

export function isWalletPath(pathname: string): boolean {
  return walletPathPatterns.some((pattern) => pattern.test(pathname));
}

/**
 * The wallet's doors for a signed-out visitor. The build pre-renders them as a visitor sees them, so
 * the form paints before any script runs; being forms, they hydrate right after that first paint
 * rather than on intent (main.tsx).
 */
export const guestPaths = ['/login', '/signup'];
