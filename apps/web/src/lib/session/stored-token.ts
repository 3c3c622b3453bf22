// The access token lives in session storage, and also in local storage with "remember me". Reads prefer
// session storage. No React here: the page's first script (main.tsx) reads it too.
export const TOKEN_KEY = 'owo.access_token';

export function safeStorage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return (
    safeStorage('sessionStorage')?.getItem(TOKEN_KEY) ??
    safeStorage('localStorage')?.getItem(TOKEN_KEY) ??
    null
  );
}
