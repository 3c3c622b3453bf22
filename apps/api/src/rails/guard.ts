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
 * Every call of every rail, and how a failure of it is answered (a new rail or method must be named here, or the
 * app does not compile):
 * - `customer`: asked while a customer waits (lookups, rates, the issuer): guarded, a 503 with Retry-After;
 * - `worker`: the payouts' pay(), asked by the settlement worker, which records a failure and asks again later;
 * - `in-tx`: the SMS and e-mail sends, which write in the caller's database transaction (their errors are the
 *   database's, which the failover retry must see as they are).
 */
type CallKind = 'customer' | 'worker' | 'in-tx';
type MethodsOf<R> = { [M in keyof R]-?: R[M] extends (...args: never[]) => unknown ? M : never }[keyof R];
const CALLS: { readonly [K in keyof Rails]: { readonly [M in MethodsOf<Rails[K]>]: CallKind } } = {
  sms: { send: 'in-tx', sendMany: 'in-tx' },
  email: { send: 'in-tx', sendMany: 'in-tx' },
  bvn: { lookup: 'customer' },
  banks: { banks: 'customer', nameEnquiry: 'customer' },
  nip: { pay: 'worker' },
  enaira: { resolve: 'customer', pay: 'worker' },
  usdWire: { pay: 'worker' },
  momo: { issuers: 'customer', lookup: 'customer', pay: 'worker' },
  fx: { rates: 'customer' },
  cardIssuer: { issue: 'customer' },
  biller: { billers: 'customer', biller: 'customer', lookup: 'customer', pay: 'worker' },
};

/**
 * The rails with their partner calls guarded: an error that is not already one of ours (an answer the partner
 * gives, a refusal or "no such account", is a value, not an error) becomes PartnerUnavailable, named
 * `rail.method`. Applied once, where the app is built, so every path that asks a partner answers alike.
 */
export function guardRails(rails: Rails): Rails {
  const guarded: Record<string, unknown> = { ...rails };
  for (const [name, calls] of Object.entries(CALLS) as [keyof Rails, Record<string, CallKind>][]) {
    const rail = rails[name] as unknown as Record<string, unknown>;
    const copy: Record<string, unknown> = { ...rail };
    for (const [method, kind] of Object.entries(calls)) {
      if (kind !== 'customer') continue;
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
