/**
 * The two readings of the public calls to action, chosen at build time:
 * Reading A (`signup`, the default) sends Login to /login and Create an account to /signup;
 * Reading B (`stores`) sends both to the mobile app stores, opened in a new tab.
 */
export type CtaMode = 'signup' | 'stores';

export type StoreLinks = { android: string; ios: string };

export function parseCtaMode(value: string | undefined): CtaMode {
  return value === 'stores' ? 'stores' : 'signup';
}

export const ctaMode: CtaMode = parseCtaMode(import.meta.env.VITE_CTA_MODE);

export const storeLinks: StoreLinks = {
  android:
    import.meta.env.VITE_ANDROID_STORE_URL || 'https://play.google.com/store/apps/details?id=ng.owo.wallet',
  ios: import.meta.env.VITE_IOS_STORE_URL || 'https://apps.apple.com/ng/app/owo-wallet/id6443920117',
};
