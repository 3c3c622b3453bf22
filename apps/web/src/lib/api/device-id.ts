// This browser's device id: made once, kept in localStorage, sent on every API call as X-Device-Id. The API
// binds each session to the device that obtained it and asks a device it has not seen for a texted code.

const KEY = 'owo.device-id';
let memo: string | null = null;

function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (plain http on a LAN address) randomUUID is missing; getRandomValues is not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The device id, created on first use. Without storage (private mode) it lasts as long as the page. */
export function deviceId(): string {
  if (memo) return memo;
  try {
    const stored = localStorage.getItem(KEY);
    if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) {
      memo = stored;
      return stored;
    }
    memo = newId();
    localStorage.setItem(KEY, memo);
  } catch {
    memo ??= newId();
  }
  return memo;
}
