import type { PreparedSendBody, preparedSendBody } from '@owo/contract/team';
import type { z } from 'zod';
import type { Deps } from '#app-types';
import { nameEnquiry } from '#modules/transfers/quotes-service.ts';
import { planNgnBankTransfer } from '#modules/transfers/send-service.ts';
import type { TransferLeg } from '#money';

// A send prepared by an initiator and paid when approved: the same NGN bank transfer as
// /transfer/remittance/send (Owo MFB inside the ledger, any other bank through NIP), from the business's
// account. The recipient is looked up when it is prepared (for the approver to read) and again when it is
// paid (rail calls never run inside the money move's transaction).

export type PreparedSend = z.output<typeof preparedSendBody>;

/** The stored payload (no PIN, amounts as strings) and back. */
export const sendPayload = (b: PreparedSend) => ({ ...b, amount: String(b.amount) });
export const sendFromPayload = (p: Record<string, unknown>): PreparedSend =>
  ({ ...(p as unknown as PreparedSendBody), amount: BigInt(p.amount as string) }) as PreparedSend;

/** The recipient as the bank (or Owo) names them, a check from the business's name-check budget; 404 if none. */
export const recipientOf = (deps: Deps, businessId: bigint, b: PreparedSend) =>
  nameEnquiry(deps, businessId, b.bank_code, b.account_number);

/** What moves the money inside the approval's money move: the customer's NGN bank transfer, never saving a
 *  beneficiary (the recipient is looked up again just before). */
export const planSend = (deps: Deps, businessId: bigint, b: PreparedSend): Promise<TransferLeg> =>
  planNgnBankTransfer(deps, businessId, { ...b, save_beneficiary: false });
