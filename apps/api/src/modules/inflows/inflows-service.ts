import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import { systemAccount, transfer } from '#ledger/ledger.ts';
import { assert } from '#lib/assert.ts';
import { AppError } from '#lib/errors.ts';
import { newReference } from '#lib/reference.ts';
import { findAccountByNumber, lockAccountBalance } from '#modules/accounts/accounts-repository.ts';
import {
  findTransactionById,
  findTransactionByReference,
  insertTransaction,
  transactionView,
} from '#modules/transactions/transactions-repository.ts';
import { findUserById } from '#modules/users/users-repository.ts';
import { assertBalanceCap } from '#money';

export interface Inflow {
  accountNumber: string;
  amountMinor: bigint;
  senderName?: string | undefined;
  /** The sending bank's reference: the same reference twice credits once. */
  reference?: string | undefined;
}

/** Credits a customer's account with an inbound bank transfer (sandbox deposits and the signed webhook). */
export async function creditInflow(deps: Deps, inflow: Inflow) {
  const reference = inflow.reference ? `INFLOW-${inflow.reference}` : newReference('inflow');
  return deps.db.tx(async (q) => {
    const account = await findAccountByNumber(q, inflow.accountNumber);
    if (account?.currency.trim() !== 'NGN') {
      throw new AppError('not_found', 'Account not found', { account_number: 'Account not found' });
    }
    const existing = await findTransactionByReference(q, reference);
    if (existing) {
      if (existing.account_id !== account.id || existing.amount_minor !== inflow.amountMinor) {
        throw new AppError('conflict', 'This reference was already used for a different inflow.');
      }
      return { transaction: transactionView(existing) };
    }
    const user = (await findUserById(q, account.user_id))!;
    // Lock the account row first so the balance cap sees every concurrent credit.
    const balance = await lockAccountBalance(q, account.id);
    assert(balance !== undefined, 'the account found by number still exists in the same transaction');
    assertBalanceCap(user.kyc_status, balance, inflow.amountMinor);
    const funding = await systemAccount(q, 'funding:inbound:NGN', 'NGN');
    const { entryId } = await transfer(q, 'inflow', funding, account.id, inflow.amountMinor, reference);
    const id = await insertTransaction(q, {
      userId: account.user_id,
      accountId: account.id,
      entryId,
      direction: 'credit',
      rail: 'inflow',
      status: 'successful',
      currency: 'NGN',
      amountMinor: inflow.amountMinor,
      reference,
      counterpartyName: inflow.senderName ?? 'Bank transfer',
      narration: `Transfer from ${inflow.senderName ?? 'a bank account'}`,
    });
    return { transaction: transactionView((await findTransactionById(q, id))!) };
  });
}

export const badSignature = () => new AppError('unauthenticated', errors.badSignature);
