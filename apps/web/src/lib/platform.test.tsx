import { describe, expect, it } from 'vitest';
import { parseCtaMode } from '#config/cta';
import { storeUrlFor } from './platform';

const links = { android: 'https://play.example/owo', ios: 'https://apps.example/owo' };

describe('the calls-to-action settings', () => {
  it('default to Reading A (sign-up) and switch to Reading B only for "stores"', () => {
    expect(parseCtaMode(undefined)).toBe('signup');
    expect(parseCtaMode('signup')).toBe('signup');
    expect(parseCtaMode('anything else')).toBe('signup');
    expect(parseCtaMode('stores')).toBe('stores');
  });

  it('send Android to the Android store and everyone else to the Apple store', () => {
    expect(storeUrlFor('Mozilla/5.0 (Linux; Android 13; Pixel 7)', links)).toBe(links.android);
    expect(storeUrlFor('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', links)).toBe(links.ios);
    expect(storeUrlFor('Mozilla/5.0 (X11; Linux x86_64)', links)).toBe(links.ios);
  });
});
