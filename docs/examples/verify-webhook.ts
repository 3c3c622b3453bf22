import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks an Owo webhook's X-Signature header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`)
 * with your endpoint's signing secret. Pass the raw body exactly as received, before JSON.parse. Refuses a
 * signature older than `toleranceSeconds`, so a captured delivery cannot be replayed later.
 */
export function verifyOwoSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  const parts = new Map((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
