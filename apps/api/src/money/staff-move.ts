import { createHash } from 'node:crypto';
import type { Transaction } from '@owo/contract/accounts';
import { staffMoveMessages } from '@owo/contract/messages';
import { OWO_BANK } from '@owo/contract/nuban';
import type { Deps } from '#app-types';
import type { Config } from '#config';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { AppError } from '#lib/errors.ts';
import { newReference } from '#lib/reference.ts';
import { findTransactionById, transactionView } from '#records/transactions-repository.ts';
import { canonicalJson } from './idempotency.ts';
import { LOCK_TIMEOUT_MS, refusalError, rulesOf } from './money-core.ts';
import { naira } from './payout.ts';
import { callStaffMove } from './staff-move-repository.ts';

/** The system suspense accounts a staff move may name as its other side (each an NGN account, `<code>:NGN`). */
export const SUSPENSE_ACCOUNTS = ['suspense:refunds', 'suspense:adjustments', 'suspense:recon'] as const;
export type SuspenseAccount = (typeof SUSPENSE_ACCOUNTS)[number];

/**
 * A move of money that two staff members agreed on (maker-checker): a refund of a transaction, a manual
 * adjustment, a reconciliation break put right. Called once the second person approves.
 */
export interface StaffMove {
  /** The customer whose NGN account moves. */
  userId: bigint;
  /** The customer's side: a credit (a refund is one) or a debit. */
  direction: 'credit' | 'debit';
  amountMinor: bigint;
  counterAccount: SuspenseAccount;
  /** Why (kept with the move; the customer sees the narration, not this). */
  reason: string;
  /** The proposal's own key: approving it twice moves money once. */
  proposalKey: string;
  proposerStaffId: bigint;
  approverStaffId: bigint;
  /** A refund: the uuid of the customer's debit it gives back (whole or in part). */
  originalTransactionUuid?: string | null;
  /** A complaint's tracking number, kept on the history row. */
  complaint?: string | null;
}

export interface StaffMoveResult {
  transaction: Transaction;
  /** This proposal had moved its money already: the first approval's transaction. */
  replayed: boolean;
}

/** What the console is told when the money core refuses a staff move. */
function staffMoveError(code: string, detail: Record<string, unknown> | null): AppError {
  const d = detail ?? {};
  switch (code) {
    case 'same_staff':
      return new AppError('forbidden', staffMoveMessages.sameStaff);
    case 'staff_unknown':
      return new AppError('forbidden', staffMoveMessages.staffUnknown);
    case 'refund_exceeds':
      return new AppError(
        'unprocessable',
        staffMoveMessages.refundExceeds(naira(BigInt(String(d.left ?? '0')))),
      );
    case 'refund_not_found':
      return new AppError('unprocessable', staffMoveMessages.refundNotFound);
    case 'refund_not_settled':
      return new AppError('unprocessable', staffMoveMessages.refundNotSettled);
    case 'receive_freeze':
    case 'restricted_freeze':
      return new AppError('unprocessable', staffMoveMessages.frozen);
    case 'receive_close':
    case 'restricted_close':
      return new AppError('unprocessable', staffMoveMessages.closed);
    case 'restricted_pnd':
      return new AppError('unprocessable', staffMoveMessages.noDebit);
    case 'insufficient_funds':
      return new AppError('unprocessable', staffMoveMessages.insufficientFunds);
    case 'balance_cap':
      return new AppError(
        'unprocessable',
        staffMoveMessages.balanceCap(naira(BigInt(String(d.limit ?? '0')))),
      );
    case 'idempotency_conflict':
      return new AppError('conflict', staffMoveMessages.proposalChanged);
    default:
      return refusalError(code, detail);
  }
}

/**
 * Moves the money of an approved proposal inside the caller's transaction (the console's approval, which
 * marks its proposal and writes its audit entry in the same transaction): money_staff_move locks the customer,
 * refuses the proposer as approver, a refund above what its original may still give back and what a
 * restriction forbids (a freeze or a closure refuses a refund too: it waits, proposed, until the freeze is
 * lifted; post-no-debit lets a refund in), then posts one balanced entry against the suspense account and
 * writes the history row, whose event brings the customer the usual alert, notification and receipt.
 * Throws the refusal (the caller rolls back).
 */
export async function staffMoveIn(q: Queryable, config: Config, move: StaffMove): Promise<StaffMoveResult> {
  const refund = Boolean(move.originalTransactionUuid);
  const what = {
    user: move.userId,
    direction: move.direction,
    amount: move.amountMinor,
    counter: move.counterAccount,
    original: move.originalTransactionUuid ?? null,
    proposer: move.proposerStaffId,
    approver: move.approverStaffId,
  };
  const answer = await callStaffMove(
    q,
    {
      user_id: String(move.userId),
      direction: move.direction,
      amount: String(move.amountMinor),
      counter_account: move.counterAccount,
      reason: move.reason,
      proposal_key: move.proposalKey,
      fingerprint: createHash('sha256').update(canonicalJson(what)).digest('hex'),
      proposer: String(move.proposerStaffId),
      approver: String(move.approverStaffId),
      original: move.originalTransactionUuid ?? null,
      complaint: move.complaint ?? null,
      reference: newReference(refund ? 'refund' : 'adjust'),
      counterparty_name: 'Owo',
      counterparty_bank: OWO_BANK.name,
      narration: move.direction === 'credit' ? 'Correction by Owo (credit)' : 'Correction by Owo (debit)',
    },
    rulesOf(config),
  );
  assert(answer, 'money_staff_move answers one row');
  if (answer.code !== 'ok' && answer.code !== 'replay') throw staffMoveError(answer.code, answer.detail);
  assert(answer.transaction_id !== null, 'a staff move that moved money (or replays one) names its row');
  const row = await findTransactionById(q, answer.transaction_id);
  assert(row, 'the staff move’s history row exists');
  return { transaction: transactionView(row), replayed: answer.code === 'replay' };
}

/** The same in a transaction of its own. */
export function staffMove(deps: Deps, move: StaffMove): Promise<StaffMoveResult> {
  return deps.db.tx((q) => staffMoveIn(q, deps.config, move), {
    lockTimeoutMs: LOCK_TIMEOUT_MS,
    repeatable: true,
  });
}
