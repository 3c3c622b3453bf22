import type { EnairaSendBody, MomoSendBody, RemittanceSendBody, UsdSendBody } from '@owo/contract/transfers';
import type { Deps } from '#app-types';
import {
  type ExternalSend,
  foreignPayout,
  type IdempotencyKey,
  type MoneySendResult,
  ngnPayout,
  sendPlanned,
  type TransferLeg,
} from '#money';
import { OWO_BANK } from '#rails/nuban.ts';
import { enairaFee, momoFee, nipFee, usdWireFee } from './fees.ts';
import { nameEnquiry, requireEnairaName, requireIssuer, requireMomoWallet } from './quotes-service.ts';

type SendResult = Promise<MoneySendResult>;

// Each send looks its recipient up (stateless rail calls) and plans what moves (plan*: also what a team's
// prepared send pays when it is approved) before the money moves, then moves it in one call of the money core
// through sendPlanned (idempotency, freeze, KYC, PIN, limits, ledger, history, outbox, beneficiary, reply),
// group-committed with the process's other sends; a plan that fails answers the reply of a key already spent on
// the same request (planOrReplay). Each answers the reply's JSON text as the money core kept it with the key,
// which the route sends as it is.

/** What moves the money of an eNaira send (the alias named by the eNaira rail first). */
export async function planEnaira(
  deps: Deps,
  userId: bigint,
  b: Omit<EnairaSendBody, 'pin'>,
): Promise<TransferLeg> {
  const name = await requireEnairaName(deps, userId, b.alias);
  const send: ExternalSend = {
    rail: 'enaira',
    amountMinor: b.amount,
    feeMinor: enairaFee(b.amount),
    payout: ngnPayout(b.amount),
    counterparty: { name, account: b.alias, bank: 'eNaira' },
    narration: b.note,
    destination: { alias: b.alias, name },
    beneficiary: b.save_beneficiary
      ? { type: 'enaira', destination: b.alias, name, currency: 'NGN', alias: b.alias }
      : null,
  };
  return { kind: 'external', send };
}

export async function sendEnaira(
  deps: Deps,
  userId: bigint,
  b: EnairaSendBody,
  idem: IdempotencyKey | null,
): SendResult {
  return sendPlanned(deps, { userId, pin: b.pin, idempotency: idem }, () => planEnaira(deps, userId, b));
}

/** What an NGN bank transfer needs: the customer's send, and a team's prepared send when it is approved. */
export interface NgnBankTransfer {
  bank_code: string;
  account_number: string;
  amount: bigint;
  note: string;
  save_beneficiary: boolean;
}

/**
 * What moves the money of an NGN bank transfer: to Owo MFB an instant, free transfer inside the ledger; to
 * any other bank a debit through NIP, with the recipient named by the bank first (rail calls never run inside
 * the money move's transaction).
 */
export async function planNgnBankTransfer(
  deps: Deps,
  userId: bigint,
  b: NgnBankTransfer,
): Promise<TransferLeg> {
  if (b.bank_code === OWO_BANK.code) {
    return {
      kind: 'owo',
      send: {
        amountMinor: b.amount,
        accountNumber: b.account_number,
        narration: b.note,
        saveBeneficiary: b.save_beneficiary,
      },
    };
  }
  const recipient = await nameEnquiry(deps, userId, b.bank_code, b.account_number);
  const send: ExternalSend = {
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
    beneficiary: b.save_beneficiary
      ? {
          type: 'bank',
          destination: `${recipient.bank_code}:${b.account_number}`,
          name: recipient.account_name,
          currency: 'NGN',
          accountNumber: b.account_number,
          bankName: recipient.bank_name,
          bankCode: recipient.bank_code,
        }
      : null,
  };
  return { kind: 'external', send };
}

/** NGN to a Nigerian bank account; to Owo MFB it is an instant, free transfer inside the ledger. */
export async function sendRemittance(
  deps: Deps,
  userId: bigint,
  b: RemittanceSendBody,
  idem: IdempotencyKey | null,
): SendResult {
  return sendPlanned(deps, { userId, pin: b.pin, idempotency: idem }, () =>
    planNgnBankTransfer(deps, userId, b),
  );
}

/** What moves the money of a USD wire: the recipient gets amount ÷ usd rate (the send needs verified KYC). */
export async function planUsd(deps: Deps, b: Omit<UsdSendBody, 'pin'>): Promise<TransferLeg> {
  const payout = await foreignPayout(deps, 'USD', b.amount);
  const details = {
    address: b.address,
    city: b.city,
    zipcode: b.zipcode,
    country: b.country,
    inside_us: b.inside_us,
    routing_number: b.routing_number,
    swift_code: b.swift_code,
    delivery_type: b.delivery_type,
  };
  const send: ExternalSend = {
    rail: 'usd_wire',
    amountMinor: b.amount,
    feeMinor: usdWireFee(b.amount),
    payout,
    counterparty: { name: b.account_name, account: b.account_number, bank: b.bank_name },
    narration: b.note,
    destination: {
      account_name: b.account_name,
      account_number: b.account_number,
      bank_name: b.bank_name,
      ...details,
    },
    beneficiary: b.save_beneficiary
      ? {
          type: 'usd',
          destination: `${b.routing_number ?? b.swift_code}:${b.account_number}`,
          name: b.account_name,
          currency: 'USD',
          accountNumber: b.account_number,
          bankName: b.bank_name,
          details,
        }
      : null,
  };
  return { kind: 'external', send };
}

/** Naira in, dollars out to a US bank account: needs verified KYC; the recipient gets amount ÷ usd rate. */
export async function sendUsd(
  deps: Deps,
  userId: bigint,
  b: UsdSendBody,
  idem: IdempotencyKey | null,
): SendResult {
  return sendPlanned(deps, { userId, pin: b.pin, idempotency: idem, requireKyc: true }, () =>
    planUsd(deps, b),
  );
}

/** What moves the money of a mobile money send: the wallet checked first; the recipient gets amount ÷ ghs rate. */
export async function planMomo(
  deps: Deps,
  userId: bigint,
  b: Omit<MomoSendBody, 'pin'>,
): Promise<TransferLeg> {
  const issuer = await requireIssuer(deps, b.currency, b.issuer);
  await requireMomoWallet(deps, userId, b.number, issuer.code);
  const payout = await foreignPayout(deps, 'GHS', b.amount);
  const send: ExternalSend = {
    rail: 'momo',
    amountMinor: b.amount,
    feeMinor: momoFee(b.amount),
    payout,
    counterparty: { name: b.account_name, account: b.number, bank: issuer.name },
    narration: b.note,
    destination: { issuer: issuer.code, number: b.number, account_name: b.account_name },
    beneficiary: b.save_beneficiary
      ? {
          type: 'momo',
          destination: `${issuer.code}:${b.number}`,
          name: b.account_name,
          currency: 'GHS',
          issuer: issuer.code,
          number: b.number,
        }
      : null,
  };
  return { kind: 'external', send };
}

/** Naira in, cedis out to a Ghana mobile money wallet: the recipient gets amount ÷ ghs rate. */
export async function sendMomo(
  deps: Deps,
  userId: bigint,
  b: MomoSendBody,
  idem: IdempotencyKey | null,
): SendResult {
  return sendPlanned(deps, { userId, pin: b.pin, idempotency: idem }, () => planMomo(deps, userId, b));
}
