import { errors } from '@owo/contract/messages';
import type { SendOutcome, SendOutcomeData } from '@owo/contract/transfers';
import type { Deps } from '#app-types';
import { AppError } from '#lib/errors.ts';
import { keptReply } from '#money';
import {
  findOwnTransaction,
  type TransactionRow,
  transactionView,
} from '#records/transactions-repository.ts';

const OUTCOME_OF: Record<TransactionRow['status'], SendOutcome> = {
  successful: 'paid',
  pending: 'pending',
  reversed: 'refused',
  failed: 'refused',
};

/**
 * What became of the customer's send that spent `key` (the phone lost its answer): the transaction as it
 * stands now (it may have settled or come back since). A key no send of this customer spent is a 404: nothing
 * was taken (another customer's key reads the same, so keys reveal nothing).
 */
export async function sendOutcome(deps: Deps, userId: bigint, key: string): Promise<SendOutcomeData> {
  const reply = (await keptReply(deps.db, userId, key)) as {
    data?: { transaction?: { uuid?: string } };
  } | null;
  if (reply === null) throw new AppError('not_found', errors.transferNotReceived);
  const uuid = reply.data?.transaction?.uuid;
  const row = uuid ? await findOwnTransaction(deps.db, userId, uuid) : null;
  // A kept reply is a request that moved money; without a transaction of its own it was paid as it answered.
  if (row === null) return { outcome: 'paid', transaction: null };
  return { outcome: OUTCOME_OF[row.status], transaction: transactionView(row) };
}
