import { hmac, safeEqualHex } from './crypto.ts';

// One signature for every webhook, in and out (decisions 012 and 017): `X-Signature: t=<unix seconds>,v1=<hex
// HMAC-SHA256 of "<t>.<raw body>">`, under WEBHOOK_SECRET for the bank partner's inflows and under each
// endpoint's own secret for Owo's deliveries. Signing the time with the body, and refusing a time far from
// now, makes a captured request worthless after the window; the inflow reference (credited once) and the
// delivery's event id (deduplicated by the receiver) cover the window.

/** How far the signed time may be from the server's clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const HEADER = /^t=(\d{1,12}),\s*v1=([0-9a-fA-F]{64})$/;

const signedText = (at: number, rawBody: string) => `${at}.${rawBody}`;

/** The header value for this body at this time: what a partner sends us, and what our deliveries carry. */
export function signInflow(secret: string, rawBody: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${hmac(secret, signedText(at, rawBody))}`;
}

/**
 * True when the header is well formed, its time within SIGNATURE_TOLERANCE_SECONDS of `nowMs`, and its
 * HMAC that of the time and these exact bytes (compared in constant time).
 */
export function verifyInflowSignature(
  secret: string,
  header: unknown,
  rawBody: string,
  nowMs = Date.now(),
): boolean {
  if (typeof header !== 'string') return false;
  const parts = HEADER.exec(header.trim());
  if (!parts) return false;
  const at = Number(parts[1]);
  if (Math.abs(nowMs / 1000 - at) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return safeEqualHex(parts[2]!.toLowerCase(), hmac(secret, signedText(at, rawBody)));
}
