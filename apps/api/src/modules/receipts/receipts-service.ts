import { errors } from '@owo/contract/messages';
import { RECEIPT_CODE_PATTERN } from '@owo/contract/receipts';
import type { Deps } from '#app-types';
import { AppError, notFound } from '#lib/errors.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { transactionView } from '#records/transactions-repository.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { publicReceiptView, receiptDetailView, verifyUrl } from './receipt-view.ts';
import { findOwnReceipt, findReceiptByCode } from './receipts-repository.ts';

/** Public receipt look-ups per IP and minute: plenty for people checking transfers, useless for guessing. */
export const RECEIPT_LOOKUPS_PER_MINUTE = 60;

const receiptNotFound = () => new AppError('not_found', errors.receiptNotFound);

/** GET /api/public/receipts/{code}: the same 404 for a malformed, altered or unknown code. */
export async function publicReceipt(deps: Deps, ip: string, code: string) {
  await rateLimit(deps.db, `ip:receipt:${ip}`, RECEIPT_LOOKUPS_PER_MINUTE, 60_000);
  if (!RECEIPT_CODE_PATTERN.test(code)) throw receiptNotFound();
  const row = await findReceiptByCode(deps.db, code);
  if (!row) throw receiptNotFound();
  return publicReceiptView(row);
}

/** GET /api/transactions/{uuid}: the customer's own transaction, its receipt and timeline. */
export async function transactionWithReceipt(deps: Deps, userId: bigint, uuid: string, origin: string) {
  const row = await findOwnReceipt(deps.db, userId, uuid);
  if (!row) throw notFound();
  return {
    transaction: transactionView(row),
    receipt_url: verifyUrl(origin, row.receipt_code),
    receipt: receiptDetailView(row, origin),
  };
}

/** GET /api/transactions/{uuid}/receipt.pdf */
export async function ownReceiptPdf(deps: Deps, userId: bigint, uuid: string, origin: string) {
  const row = await findOwnReceipt(deps.db, userId, uuid);
  if (!row) throw notFound();
  return { reference: row.reference, pdf: await receiptPdf(row, origin) };
}
