import type { StoreLinks } from '#config/cta';

export function isAndroid(userAgent: string): boolean {
  return /android/i.test(userAgent);
}

/** The Android store on Android, the Apple store everywhere else. */
export function storeUrlFor(userAgent: string, links: StoreLinks): string {
  return isAndroid(userAgent) ? links.android : links.ios;
}
