/**
 * Paths that belong to the signed-in app (and its login and signup). They load the wallet chunk
 * lazily and are never pre-rendered; the server answers them with the plain SPA shell.
 */
export const walletPathPatterns: RegExp[] = [
  /^\/login\/?$/,
  /^\/signup\/?$/,
  /^\/kyc\/?$/,
  /^\/send\/[^/]+\/?$/,
  /^\/dashboard\/?$/,
  /^\/beneficiaries(\/.*)?$/,
  /^\/mycard(\/.*)?$/,
  /^\/account(\/[^/]+)?\/?$/,
  /^\/profile\/?$/,
  /^\/transactions(\/.*)?$/,
  /^\/refer\/?$/,
];

export function isWalletPath(pathname: string): boolean {
  return walletPathPatterns.some((pattern) => pattern.test(pathname));
}
