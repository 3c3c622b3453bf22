import { nipFee } from '@owo/contract/fees';
import type { prepareSendBody, SEND_ROUTES } from '@owo/contract/team';
import type { z } from 'zod';
import type { Deps } from '#app-types';
import { planBill } from '#modules/bills/bills-service.ts';
import { maskAccount } from '#modules/receipts/receipt-view.ts';
import { nameEnquiry } from '#modules/transfers/quotes-service.ts';
import { planEnaira, planMomo, planNgnBankTransfer, planUsd } from '#modules/transfers/send-service.ts';
import type { ExternalSend, TransferLeg } from '#money';
import { OWO_BANK } from '#rails/nuban.ts';
import { naira } from './team-service.ts';

// What a member prepares for a business: a send by any of the four routes, or a bill. It is looked up and
// priced when prepared (for the approver to read: recipient, bank, account, fee, what a foreign recipient
// gets) and planned again when it is approved, just before its money move (rail calls never run inside one),
// by the very functions the customer's own send and bill use, from the business's account.

export type PrepareInput = z.output<typeof prepareSendBody>;
export type SendRoute = (typeof SEND_ROUTES)[number];

/** The approval's stored payload: the request without any PIN (amounts as text), and what the approver reads. */
export interface PreparedPayload {
  /** A send's route; null for a bill. */
  route: SendRoute | null;
  body: Record<string, unknown>;
  recipient: { name: string; bank: string; account: string };
  fee_minor: string;
  receive: { amount_minor: string; currency: string } | null;
  note: string;
}

export interface Prepared {
  kind: 'send' | 'bill';
  amountMinor: bigint;
  feeMinor: bigint;
  summary: string;
  payload: PreparedPayload;
}

const ROUTE_OF = { send: 'remittance', enaira: 'enaira', momo: 'momo', usd: 'usd' } as const;

/** The body as JSON keeps it: bigints (the amount) as text. */
const jsonBody = (b: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [k, typeof v === 'bigint' ? String(v) : v]));

/** "₦7,500.00 to Ada Obi, GTBank ******5678": the approval's one line (its title, the audit log's words). */
const summaryOf = (amountMinor: bigint, r: PreparedPayload['recipient'], kind: 'send' | 'bill') =>
  kind === 'bill'
    ? `${naira(amountMinor)} ${r.bank} for ${r.name} (${maskAccount(r.account)})`
    : `${naira(amountMinor)} to ${r.name}, ${r.bank} ${maskAccount(r.account)}`;

function fromExternal(kind: 'send' | 'bill', route: SendRoute | null, body: object, send: ExternalSend) {
  const foreign = send.payout.currency !== 'NGN';
  const payload: PreparedPayload = {
    route,
    body: jsonBody(body),
    recipient: { ...send.counterparty },
    fee_minor: String(send.feeMinor),
    receive: foreign
      ? { amount_minor: String(send.payout.amountMinor), currency: send.payout.currency }
      : null,
    note: send.narration,
  };
  return {
    kind,
    amountMinor: send.amountMinor,
    feeMinor: send.feeMinor,
    summary: summaryOf(send.amountMinor, payload.recipient, kind),
    payload,
  };
}

const external = (leg: TransferLeg): ExternalSend => {
  if (leg.kind !== 'external') throw new Error('a prepared send by this route leaves through a rail');
  return leg.send;
};

/** Looks the recipient up and prices what the member prepares, from the business's account. */
export async function prepare(deps: Deps, businessId: bigint, input: PrepareInput): Promise<Prepared> {
  switch (input.kind) {
    case 'bill': {
      const { leg } = await planBill(deps, businessId, input.bill);
      return fromExternal('bill', null, input.bill, external(leg));
    }
    case 'send': {
      // The NGN bank transfer: named by the bank (Owo's own accounts by the ledger), NIP's fee or none.
      const b = input.send;
      const holder = await nameEnquiry(deps, businessId, b.bank_code, b.account_number);
      const feeMinor = nipFee(b.amount, b.bank_code === OWO_BANK.code);
      const payload: PreparedPayload = {
        route: 'remittance',
        body: jsonBody(b),
        recipient: { name: holder.account_name, bank: holder.bank_name, account: b.account_number },
        fee_minor: String(feeMinor),
        receive: null,
        note: b.note,
      };
      return {
        kind: 'send',
        amountMinor: b.amount,
        feeMinor,
        summary: summaryOf(b.amount, payload.recipient, 'send'),
        payload,
      };
    }
    case 'enaira':
    case 'momo':
    case 'usd': {
      const route = ROUTE_OF[input.kind];
      const leg = await planRoute(deps, businessId, route, { ...input.send, save_beneficiary: false });
      return fromExternal('send', route, input.send, external(leg));
    }
  }
}

/** The stored body back as the plan functions take it: the amount in minor units, no beneficiary saved. */
// biome-ignore lint/suspicious/noExplicitAny: the body was validated by its route's schema when it was prepared
const planBody = (p: PreparedPayload): any => ({
  ...p.body,
  amount: BigInt(p.body.amount as string),
  save_beneficiary: false,
});

// biome-ignore lint/suspicious/noExplicitAny: see planBody
function planRoute(deps: Deps, businessId: bigint, route: SendRoute, body: any): Promise<TransferLeg> {
  switch (route) {
    case 'remittance':
      return planNgnBankTransfer(deps, businessId, body);
    case 'enaira':
      return planEnaira(deps, businessId, body);
    case 'momo':
      return planMomo(deps, businessId, body);
    case 'usd':
      return planUsd(deps, body);
  }
}

/**
 * What moves the money of an approved payment, planned again just before its money move: the recipient
 * looked up again, the rate of the moment. A USD wire needs the business's verified KYC, as the business's
 * own would.
 */
export async function planApproved(
  deps: Deps,
  businessId: bigint,
  kind: 'send' | 'bill',
  payload: PreparedPayload,
): Promise<{ leg: TransferLeg; requireKyc: boolean }> {
  if (kind === 'bill')
    return { leg: (await planBill(deps, businessId, planBody(payload))).leg, requireKyc: false };
  const route = payload.route ?? 'remittance';
  return { leg: await planRoute(deps, businessId, route, planBody(payload)), requireKyc: route === 'usd' };
}
