import { hmac } from '#lib/crypto.ts';

/**
 * The `X-Signature` of a delivery, as the inflow webhook is signed: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">` with the endpoint's own secret. The timestamp lets a receiver refuse old replays.
 */
export function signatureHeader(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`)}`;
}
