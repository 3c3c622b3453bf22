import type { PreparedSendBody, preparedSendBody } from '@owo/contract/team';
import type { SendData } from '@owo/contract/transfers';
import type { z } from 'zod';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { nipFee } from '#modules/transfers/fees.ts';
import { nameEnquiry } from '#modules/transfers/quotes-service.ts';
import type { UserRow } from '#modules/users/users-repository.ts';
import { debitExternal, type Envelope, ngnPayout, transferInternal } from '#money';
import { OWO_BANK } from '#rails/nuban.ts';

// A send prepared by an initiator and paid when approved: the same NGN bank transfer as
// /transfer/remittance/send (Owo MFB inside the ledger, any other bank through NIP), from the business's
// account. The recipient is looked up when it is prepared (for the approver to read) and again when it is
// paid (rail calls never run inside the money move's transaction).

export type PreparedSend = z.output<typeof preparedSendBody>;

/** The stored payload (no PIN, amounts as strings) and back. */
export const sendPayload = (b: PreparedSend) => ({ ...b, amount: String(b.amount) });
export const sendFromPayload = (p: Record<string, unknown>): PreparedSend =>
  ({ ...(p as unknown as PreparedSendBody), amount: BigInt(p.amount as string) }) as PreparedSend;

/** The recipient as the bank (or Owo) names them; a 404 when there is no such account. */
export const recipientOf = (deps: Deps, b: PreparedSend) => nameEnquiry(deps, b.bank_code, b.account_number);

export type SendRun = (q: Queryable, user: UserRow) => Promise<Envelope<SendData>>;

/** What moves the money inside the approval's money move (the recipient looked up just before). */
export async function planSend(deps: Deps, b: PreparedSend): Promise<SendRun> {
  if (b.bank_code === OWO_BANK.code) {
    const internal = {
      amountMinor: b.amount,
      accountNumber: b.account_number,
      narration: b.note,
      saveBeneficiary: false,
    };
    return (q, user) => transferInternal(q, user, internal);
  }
  const recipient = await recipientOf(deps, b);
  return (q, user) =>
    debitExternal(deps, q, user, {
      rail: 'nip',
      amountMinor: b.amount,
      feeMinor: nipFee(b.amount, false),
      payout: ngnPayout(b.amount),
      counterparty: { name: recipient.account_name, account: b.account_number, bank: recipient.bank_name },
      narration: b.note,
      destination: {
        bank_code: recipient.bank_code,
        account_number: b.account_number,
        name: recipient.account_name,
      },
      beneficiary: null,
    });
}
