import { toMinor } from '@owo/contract/money';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { type Posting, postEntry, systemAccount } from '#ledger/ledger.ts';
import { assert } from '#lib/assert.ts';
import { fxPostings, giveBackSpend } from '#money';
import type { PayoutOrder, PayoutRail, PayoutRailName } from '#rails/payout.ts';
import {
  findTransactionById,
  setTransactionStatus,
  type TransactionRow,
} from '#records/transactions-repository.ts';
import { notifyBillSettled } from './bill-settlement.ts';
import {
  claimDuePayouts,
  lockDecidedPayout,
  markFinished,
  mergeTransactionMeta,
  type OutboxRow,
  recordRailAnswer,
  recordRailError,
} from './transfers-repository.ts';

// Phase two of an external send (docs/decisions/005-two-phase-sends-through-an-outbox.md). Each step is its own database transaction and leaves the
// outbox row in a state that says what is left, so a process that dies anywhere loses and repeats nothing:
//   pending --(claim, ask the rail)--> paid | refused --(post the ledger)--> settled | reversed
// The rail is asked by the transaction's reference and answers the same however often it is asked.

/**
 * How long a claimed payout is left to one worker before another may ask the rail again. Short, because
 * asking again is safe (the rail answers by reference) and a payout whose worker died waits this long.
 */
export const PAYOUT_LEASE_MS = 10_000;
/**
 * When a rail cannot be reached, the payout is asked again after the lease, then after twice as long each time,
 * at most every 15 minutes: the money waits in the rail's clearing account, and ops see how long (the dashboard).
 */
export const RAIL_RETRY = { firstMs: PAYOUT_LEASE_MS, maxMs: 15 * 60_000 };
const CLAIM_BATCH = 20;
const FINISH_BATCH = 100;

export function payoutRail(deps: Deps, rail: PayoutRailName): PayoutRail {
  const rails: Record<PayoutRailName, PayoutRail> = {
    enaira: deps.rails.enaira,
    nip: deps.rails.nip,
    usd_wire: deps.rails.usdWire,
    momo: deps.rails.momo,
    bills: deps.rails.biller,
  };
  return rails[rail];
}

/** What a rail's settled payment also does for the customer (a bill's token by SMS), in the same transaction. */
type SettledHook = (
  deps: Deps,
  q: Queryable,
  t: TransactionRow,
  details: Record<string, string>,
) => Promise<void>;
const SETTLED_HOOKS: Partial<Record<PayoutRailName, SettledHook>> = { bills: notifyBillSettled };

/** The settlement task: asks the rails about due payouts, then posts what they answered. */
export async function runSettlement(deps: Deps): Promise<number> {
  const asked = await payDue(deps);
  return asked + (await finishDecided(deps));
}

const orderOf = (row: OutboxRow): PayoutOrder => ({
  reference: row.payload.reference,
  currency: row.payload.currency,
  amountMinor: BigInt(row.payload.amount_minor),
  sourceAmountMinor: BigInt(row.payload.source_amount_minor),
  destination: row.payload.destination,
  sessionId: row.session_id,
});

/** Step 1: claim due payouts (SKIP LOCKED, with a lease) and record each rail's answer. */
export async function payDue(deps: Deps): Promise<number> {
  const claimed = await deps.db.tx((q) => claimDuePayouts(q, CLAIM_BATCH, PAYOUT_LEASE_MS));
  let answered = 0;
  let failure: unknown = null;
  for (const row of claimed) {
    try {
      const answer = await payoutRail(deps, row.rail).pay(deps.db, orderOf(row));
      await recordRailAnswer(deps.db, row.id, answer);
      answered++;
    } catch (err) {
      // The rail is unreachable: a worker asks again later, later each time (RAIL_RETRY).
      failure ??= err;
      await recordRailError(deps.db, row.id, err instanceof Error ? err.message : String(err), RAIL_RETRY);
    }
  }
  if (failure && answered === 0) throw failure;
  return answered;
}

/** Step 2: post every answered payout, one transaction each. */
export async function finishDecided(deps: Deps): Promise<number> {
  let finished = 0;
  while (finished < FINISH_BATCH && (await deps.db.tx((q) => finishOne(deps, q)))) finished++;
  return finished;
}

async function finishOne(deps: Deps, q: Queryable): Promise<boolean> {
  const row = await lockDecidedPayout(q);
  if (!row) return false;
  const t = await findTransactionById(q, row.transaction_id);
  assert(t, `outbox row ${row.transaction_id} points at an existing transaction`);
  const clearing = await systemAccount(q, `clearing:${row.rail}:NGN`, 'NGN');
  if (row.state === 'paid') {
    const { entryId } = await postEntry(q, {
      kind: `settle:${row.rail}`,
      memo: t.reference,
      postings: await settlementPostings(q, row, clearing, t),
    });
    await setTransactionStatus(q, t.id, 'successful');
    const details = row.rail_details ?? {};
    await mergeTransactionMeta(q, t.id, {
      rail_reference: row.rail_reference,
      settled_at: new Date(),
      ...details,
    });
    await SETTLED_HOOKS[row.rail]?.(deps, q, t, details);
    await markFinished(q, row.id, 'settled', entryId);
    return true;
  }
  // Refused: the amount comes back out of clearing and the fee out of revenue, and the day's spending gets
  // them back (before the ledger locks the account: the order every send takes).
  await giveBackSpend(q, t.user_id, t.created_at, t.amount_minor, t.fee_minor);
  const postings: Posting[] = [
    { accountId: clearing, amountMinor: -t.amount_minor },
    { accountId: t.account_id, amountMinor: t.amount_minor + t.fee_minor },
  ];
  if (t.fee_minor > 0n) {
    postings.push({ accountId: await systemAccount(q, 'fees:NGN', 'NGN'), amountMinor: -t.fee_minor });
  }
  const { entryId } = await postEntry(q, { kind: `reverse:${row.rail}`, memo: t.reference, postings });
  await setTransactionStatus(q, t.id, 'reversed');
  await mergeTransactionMeta(q, t.id, {
    reversal: { reason: row.refusal_reason, entry_id: String(entryId), reversed_at: new Date() },
  });
  await markFinished(q, row.id, 'reversed', entryId);
  return true;
}

/**
 * Naira rails: clearing → the rail's settlement account. Foreign rails go through the FX desk (`fxPostings`):
 * its naira side takes what the recipient's amount costs, its foreign side pays that amount to the settlement
 * account, and the naira left over (under a cent's worth) goes to the FX rounding account.
 */
async function settlementPostings(
  q: Queryable,
  row: OutboxRow,
  clearing: bigint,
  t: TransactionRow,
): Promise<Posting[]> {
  const amountMinor = t.amount_minor;
  const currency = row.payload.currency;
  const settlement = await systemAccount(q, `settlement:${row.rail}:${currency}`, currency);
  if (currency === 'NGN') {
    return [
      { accountId: clearing, amountMinor: -amountMinor },
      { accountId: settlement, amountMinor },
    ];
  }
  const payout = { currency, amountMinor: BigInt(row.payload.amount_minor), rateMinor: rateOf(row, t) };
  return fxPostings(q, { from: clearing, amountMinor, payout, to: settlement });
}

/** The rate a foreign send was priced at: in its outbox row, or (queued before that) the quote on its history row. */
function rateOf(row: OutboxRow, t: TransactionRow): bigint {
  if (row.payload.rate_minor) return BigInt(row.payload.rate_minor);
  const quoted = toMinor(String((t.meta.receive as { rate?: number } | undefined)?.rate ?? ''));
  assert(quoted !== null && quoted > 0n, `transaction ${t.id} of a foreign send carries its rate`);
  return quoted;
}
