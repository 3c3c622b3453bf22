import type { ReceiptDetail } from '@owo/contract/receipts';
import { lagosTimeToTheSecond } from '#lib/lagos-time';

/** Receipts state the time in Lagos, to the second, whatever the phone's own time zone. */
export const lagosDateTime = lagosTimeToTheSecond;

/** "******5678 · GTBank", or just the bank, or just the account. */
export function accountLine(p: ReceiptDetail['recipient']): string | null {
  const line = [p.account, p.bank].filter(Boolean).join(' · ');
  return line || null;
}
