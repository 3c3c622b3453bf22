import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { findSandboxPayout, recordSandboxPayout } from './payout-repository.ts';

/** The rails that pay out of Owo, each with a clearing account (NGN) and a settlement account. */
export type PayoutRailName = 'enaira' | 'nip' | 'usd_wire' | 'momo' | 'bills';

/** One instruction to pay someone outside Owo; the reference is Owo's transaction reference. */
export interface PayoutOrder {
  reference: string;
  /** What the recipient is paid, in minor units of `currency`. */
  currency: string;
  amountMinor: bigint;
  /** What the customer sent, in kobo (the same as amountMinor for NGN rails). */
  sourceAmountMinor: bigint;
  destination: Record<string, string | number | null>;
  /** The NIP session ID Owo gave the transfer (NGN bank transfers; null elsewhere), sent with it as NIP does. */
  sessionId: string | null;
}

/** A paid answer may carry details the customer is given (a prepaid meter's token and units). */
export type PayoutResult =
  | { status: 'paid'; railReference: string; details?: Record<string, string> }
  | { status: 'refused'; reason: string };

/**
 * A rail that pays money out (NIBSS NIP, eNaira, a US wire partner, a mobile money operator). pay() is
 * idempotent by reference: asking again returns the first answer and never pays twice, so a worker that
 * died mid-call can simply ask again. It throws only when the rail cannot be reached (retry later).
 */
export interface PayoutRail {
  pay(q: Queryable, order: PayoutOrder): Promise<PayoutResult>;
}

/**
 * Sandbox test value: the rail refuses an outbound send of exactly 999 (major units, in the customer's or
 * the recipient's currency).
 */
export const SANDBOX_REFUSED_MINOR = 99_900n;

/**
 * The sandbox payout rail: pays everything except 999, and keeps its own record of each reference in
 * sandbox_payouts the way a provider does, which is what makes a repeated call answer the same.
 */
export function sandboxPayout(rail: string): PayoutRail {
  return {
    async pay(q, order) {
      const refused =
        order.amountMinor === SANDBOX_REFUSED_MINOR || order.sourceAmountMinor === SANDBOX_REFUSED_MINOR;
      await recordSandboxPayout(q, {
        reference: order.reference,
        rail,
        currency: order.currency,
        amountMinor: order.amountMinor,
        sessionId: order.sessionId,
        destination: order.destination,
        status: refused ? 'refused' : 'paid',
        reason: refused ? 'Beneficiary bank declined the transfer (sandbox: amount 999)' : null,
      });
      const row = await findSandboxPayout(q, order.reference);
      assert(row, 'a sandbox payout is recorded before it is read back');
      return row.status === 'paid'
        ? { status: 'paid', railReference: `SBX-${rail.toUpperCase()}-${order.reference}` }
        : { status: 'refused', reason: row.reason ?? 'Refused by the rail' };
    },
  };
}
