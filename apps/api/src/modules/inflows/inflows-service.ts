import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import { systemAccount, transfer } from '#ledger/ledger.ts';
import { assert } from '#lib/assert.ts';
import { AppError } from '#lib/errors.ts';
import {
  amountToPay,
  linkNarration,
  lockLinkForInflow,
  recordLinkPayment,
} from '#modules/payment-links/payment-links-service.ts';
import { creditWithinRules } from '#money';
import { findAccountByNumber, lockAccountBalance } from '#records/accounts-repository.ts';
import {
  findTransactionById,
  findTransactionByReference,
  insertTransaction,
  transactionView,
} from '#records/transactions-repository.ts';
import { claimInflowReference } from './inflows-repository.ts';

export interface Inflow {
  accountNumber: string;
  amountMinor: bigint;
  senderName?: string | undefined;
  /** The sending bank's reference (6 to 64 characters): the same reference twice credits once. */
  reference: string;
}

/**
 * Credits a customer's account with an inbound bank transfer (sandbox deposits and the signed webhook).
 *
 * The number may also be a payment link's dedicated account number: the money is credited to the link's
 * owner and recorded as a payment of the link, in the same transaction, with the link's row locked. A link
 * that cannot take the payment (deactivated, expired, a single-use link already paid, or a fixed amount
 * that differs from the amount sent) refuses the inflow with a 422 and posts nothing: the webhook's 4xx
 * tells the sending bank to return the money to the sender.
 *
 * Each reference is credited once, by the database (migration 016): the transaction claims it before it
 * takes any other lock, so the same inflow twice, even at once, credits once, and the repeat answers with
 * the first credit (even when the link has since been paid). The reference reused for another account
 * number or amount is a 409.
 */
export async function creditInflow(deps: Deps, inflow: Inflow) {
  const reference = `INFLOW-${inflow.reference}`;
  return deps.db.tx(async (q) => {
    const claim = await claimInflowReference(q, {
      reference: inflow.reference,
      account_number: inflow.accountNumber,
      amount_minor: inflow.amountMinor,
    });
    if (!claim.claimed) {
      const { taken } = claim;
      if (taken.account_number !== inflow.accountNumber || taken.amount_minor !== inflow.amountMinor) {
        throw new AppError('conflict', errors.inflowReferenceReused);
      }
      const first = await findTransactionByReference(q, reference);
      assert(first, "a claimed reference's credit committed with its claim");
      return { transaction: transactionView(first) };
    }
    const link = await lockLinkForInflow(q, inflow.accountNumber);
    const account = await findAccountByNumber(q, link ? link.payee_account_number : inflow.accountNumber);
    if (account?.currency.trim() !== 'NGN') {
      throw new AppError('not_found', errors.accountNotFound, { account_number: errors.accountNotFound });
    }
    if (link) amountToPay(link, inflow.amountMinor);
    // Lock the account row first so the balance cap sees every concurrent credit, and a restriction placed
    // meanwhile (placing one locks the customer's accounts) is seen by the check's own statement.
    const balance = await lockAccountBalance(q, account.id);
    assert(balance !== undefined, 'the account found by number still exists in the same transaction');
    await creditWithinRules(q, deps.config, account.user_id, balance, inflow.amountMinor);
    const funding = await systemAccount(q, 'funding:inbound:NGN', 'NGN');
    const { entryId } = await transfer(q, 'inflow', funding, account.id, inflow.amountMinor, reference);
    const sender = inflow.senderName ?? 'a bank account';
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
      narration: link ? linkNarration(link, sender) : `Transfer from ${sender}`,
    });
    if (link) await recordLinkPayment(q, link, id, inflow.senderName ?? null, inflow.amountMinor);
    return { transaction: transactionView((await findTransactionById(q, id))!) };
  });
}

export const badSignature = () => new AppError('unauthenticated', errors.badSignature);
