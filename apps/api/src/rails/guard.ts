import { errors } from '@owo/contract/messages';
import type { Rails } from '#app-types';
import { AppError } from '#lib/errors.ts';

/**
 * A partner could not be reached or failed (a timeout, a 5xx, a broken answer): nothing was decided, and the
 * request may be sent again. The customer is answered 503 with Retry-After in the API's words, never a 500; the
 * partner's own error stays in `cause` for the log and the settlement worker's record.
 */
export class PartnerUnavailable extends AppError {
  constructor(
    readonly partner: string,
    cause: unknown,
  ) {
    super('unavailable', errors.unavailable, undefined, { 'retry-after': '5' });
    this.cause = cause;
  }
}

/** What went wrong, in the partner's words when it was a partner's failure. */
export function failureText(err: unknown): string {
  const cause = err instanceof PartnerUnavailable ? err.cause : err;
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * The calls that ask a partner while a customer waits: lookups, rates, the issuer. Not the payouts' pay() (the
 * settlement worker's, which records a failure and asks again later) nor the SMS and e-mail sends, which write
 * in the caller's database transaction (their errors are the database's, which the failover retry must see).
 */
const ASKS_PARTNERS: { readonly [K in keyof Rails]?: readonly string[] } = {
  banks: ['banks', 'nameEnquiry'],
  enaira: ['resolve'],
  momo: ['issuers', 'lookup'],
  fx: ['rates'],
  bvn: ['lookup'],
  cardIssuer: ['issue'],
  biller: ['billers', 'biller', 'lookup'],
};

/**
 * The rails with their partner calls guarded: an error that is not already one of ours (an answer the partner
 * gives, a refusal or "no such account", is a value, not an error) becomes PartnerUnavailable, named
 * `rail.method`. Applied once, where the app is built, so every path that asks a partner answers alike.
 */
export function guardRails(rails: Rails): Rails {
  const guarded: Record<string, unknown> = { ...rails };
  for (const [name, methods] of Object.entries(ASKS_PARTNERS) as [keyof Rails, readonly string[]][]) {
    const rail = rails[name] as unknown as Record<string, unknown>;
    const copy: Record<string, unknown> = { ...rail };
    for (const method of methods) {
      const call = rail[method];
      if (typeof call !== 'function') continue;
      copy[method] = async (...args: unknown[]) => {
        try {
          return await (call as (...a: unknown[]) => Promise<unknown>).apply(rail, args);
        } catch (err) {
          if (err instanceof AppError) throw err;
          throw new PartnerUnavailable(`${name}.${method}`, err);
        }
      };
    }
    guarded[name] = copy;
  }
  return guarded as unknown as Rails;
}
