import { signInflow } from '#lib/signature.ts';

/**
 * The `X-Signature` of a delivery, signed as the inflow webhook is (`lib/signature.ts`) with the endpoint's own
 * secret. The timestamp lets a receiver refuse old replays.
 */
export const signatureHeader = (secret: string, rawBody: string, at: Date): string =>
  signInflow(secret, rawBody, Math.floor(at.getTime() / 1000));
