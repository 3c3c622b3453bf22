import { errors } from '@owo/contract/messages';
import type { SendData } from '@owo/contract/transfers';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { type Posting, postEntry, systemAccount, transfer } from '#ledger/ledger.ts';
import { assert } from '#lib/assert.ts';
import { AppError } from '#lib/errors.ts';
import { newReference } from '#lib/reference.ts';
import { type AccountRow, findPrimaryAccount } from '#modules/accounts/accounts-repository.ts';
import { type NewBeneficiary, saveBeneficiary } from '#modules/beneficiaries/beneficiaries-repository.ts';
import { insertTransactions, transactionView } from '#modules/transactions/transactions-repository.ts';
import { insertOutbox, type PayoutRailName } from '#modules/transfers/transfers-repository.ts';
import type { UserRow } from '#modules/users/users-repository.ts';
import { OWO_BANK } from '#rails/nuban.ts';
import { checkLimits, checkOwnGuards, spendWithinLimits, tierOf } from './limits.ts';
import type { Envelope } from './money-move.ts';
import { ngnPayout, type Payout, receiveView } from './payout.ts';
import { sendAccountsRows } from './send-repository.ts';

export interface ExternalSend {
  rail: PayoutRailName;
  amountMinor: bigint;
  feeMinor: bigint;
  payout: Payout;
  counterparty: { name: string; account: string; bank: string };
  narration: string;
  /** What the rail needs to pay (it is stored in the outbox). */
  destination: Record<string, string | number | null>;
  beneficiary: NewBeneficiary | null;
  /** More to keep on the history row (a bill's biller and customer), beside `receive`. */
  meta?: Record<string, unknown>;
}

export async function requirePrimaryAccount(q: Queryable, userId: bigint): Promise<AccountRow> {
  const account = await findPrimaryAccount(q, userId, 'NGN');
  assert(account, `user ${userId} has an NGN account (every customer gets one at signup)`);
  return account;
}

/**
 * Phase one of a two-phase external send (docs/decisions/005-two-phase-sends-through-an-outbox.md), in the
 * caller's transaction: the customer pays amount + fee,
 * the amount waits in the rail's clearing account and the fee is earned; a pending transaction and an outbox
 * row ask the settlement worker to have the rail pay.
 */
export async function debitExternal(
  deps: Deps,
  q: Queryable,
  user: UserRow,
  send: ExternalSend,
): Promise<Envelope<SendData>> {
  const account = await requirePrimaryAccount(q, user.id);
  await spendWithinLimits(q, user.id, user.kyc_status, send.amountMinor, send.feeMinor);
  const reference = newReference(send.rail);
  const postings: Posting[] = [
    { accountId: account.id, amountMinor: -(send.amountMinor + send.feeMinor) },
    { accountId: await systemAccount(q, `clearing:${send.rail}:NGN`, 'NGN'), amountMinor: send.amountMinor },
  ];
  if (send.feeMinor > 0n) {
    postings.push({ accountId: await systemAccount(q, 'fees:NGN', 'NGN'), amountMinor: send.feeMinor });
  }
  const { entryId } = await postEntry(q, { kind: `send:${send.rail}`, memo: reference, postings });
  const receive = receiveView(send.payout);
  const [row] = await insertTransactions(q, [
    {
      userId: user.id,
      accountId: account.id,
      entryId,
      direction: 'debit',
      rail: send.rail,
      status: 'pending',
      currency: 'NGN',
      amountMinor: send.amountMinor,
      feeMinor: send.feeMinor,
      reference,
      counterpartyName: send.counterparty.name,
      counterpartyAccount: send.counterparty.account,
      counterpartyBank: send.counterparty.bank,
      narration: send.narration,
      meta: { ...send.meta, receive },
    },
  ]);
  assert(row, 'insertTransactions returns a row per transaction inserted');
  await insertOutbox(q, {
    transactionId: row.id,
    rail: send.rail,
    payload: {
      reference,
      currency: send.payout.currency,
      amount_minor: String(send.payout.amountMinor),
      source_amount_minor: String(send.amountMinor),
      destination: send.destination,
    },
    dueInMs: deps.config.settlementDelayMs,
  });
  if (send.beneficiary) await saveBeneficiary(q, user.id, send.beneficiary);
  const transaction = transactionView(row);
  return { status: true, message: 'Transfer is processing', data: { transaction, receive } };
}

export interface InternalSend {
  amountMinor: bigint;
  accountNumber: string;
  narration: string;
  saveBeneficiary: boolean;
}

/**
 * A send to another Owo account: free, instant, one entry; each side sees its own transaction. Three round
 * trips in the send's transaction: both accounts with the day's count, the entry, both history rows. Any
 * refusal (no such account, limits, funds, the recipient's cap) rolls the whole transaction back.
 */
export async function transferInternal(
  q: Queryable,
  user: UserRow,
  send: InternalSend,
): Promise<Envelope<SendData>> {
  const { from, to, spentAfterMinor } = await sendAccounts(q, user.id, send.accountNumber, send.amountMinor);
  assert(from, `user ${user.id} has an NGN account (every customer gets one at signup)`);
  if (to?.currency.trim() !== 'NGN') {
    throw new AppError('not_found', errors.accountNotFound, { account_number: errors.accountNotFound });
  }
  if (to.user_id === user.id) throw new AppError('unprocessable', errors.ownAccount);
  checkLimits(user.kyc_status, send.amountMinor, spentAfterMinor - send.amountMinor);
  await checkOwnGuards(q, user.id, send.amountMinor, spentAfterMinor);
  const reference = newReference('owo');
  const { entryId, balances } = await transfer(q, 'send:owo', from.id, to.id, send.amountMinor, reference);
  const toBalance = balances.get(to.id);
  assert(toBalance !== undefined, 'transfer returns the balance of both accounts it moved');
  assertRecipientCap(to.kyc_status, toBalance);
  const receive = receiveView(ngnPayout(send.amountMinor));
  const common = {
    entryId,
    rail: 'owo',
    status: 'successful' as const,
    currency: 'NGN',
    amountMinor: send.amountMinor,
    counterpartyBank: OWO_BANK.name,
    narration: send.narration,
  };
  const [debit] = await insertTransactions(q, [
    {
      ...common,
      userId: user.id,
      accountId: from.id,
      direction: 'debit',
      reference,
      counterpartyName: to.account_name,
      counterpartyAccount: to.account_number,
      meta: { receive },
    },
    {
      ...common,
      userId: to.user_id,
      accountId: to.id,
      direction: 'credit',
      reference: `${reference}-CR`,
      counterpartyName: from.account_name,
      counterpartyAccount: from.account_number,
    },
  ]);
  if (send.saveBeneficiary) {
    await saveBeneficiary(q, user.id, {
      type: 'bank',
      destination: `${OWO_BANK.code}:${to.account_number}`,
      name: to.account_name,
      currency: 'NGN',
      accountNumber: to.account_number,
      bankName: OWO_BANK.name,
      bankCode: OWO_BANK.code,
    });
  }
  assert(debit, 'insertTransactions returns a row per transaction inserted');
  const transaction = transactionView(debit);
  return { status: true, message: 'Transfer successful', data: { transaction, receive } };
}

/** The accounts of a send to another Owo account, with the recipient's KYC status (their tier). */
interface SendAccounts {
  from: AccountRow | null;
  to: (AccountRow & { kyc_status: string }) | null;
  /** Today's count of the sender's spending, this send included (limits-service). */
  spentAfterMinor: bigint;
}

/**
 * The sender's primary NGN account and the account with `accountNumber` (both that account when the number
 * is the sender's own), and the day's spending counted with this send, in one statement. The caller holds
 * the sender's row lock.
 */
async function sendAccounts(
  q: Queryable,
  userId: bigint,
  accountNumber: string,
  countedMinor: bigint,
): Promise<SendAccounts> {
  const rows = await sendAccountsRows(q, userId, accountNumber, countedMinor);
  const strip = <R extends { is_primary: boolean; spent: bigint }>(r: R | undefined) => {
    if (!r) return null;
    const { is_primary: _, spent: _s, ...rest } = r;
    return rest;
  };
  return {
    from: strip(rows.find((r) => r.is_primary)),
    to: strip(rows.find((r) => r.account_number === accountNumber)),
    spentAfterMinor: rows[0]?.spent ?? countedMinor,
  };
}

/** A tier-1 recipient's balance may not pass its cap; checked after the credit, under its row lock. */
function assertRecipientCap(kycStatus: string, balanceMinor: bigint) {
  const cap = tierOf(kycStatus).maxBalanceMinor;
  if (cap !== null && balanceMinor > cap) throw new AppError('unprocessable', errors.recipientCannotReceive);
}
