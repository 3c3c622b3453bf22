import type { ReceiptDetail } from '@owo/contract/receipts';

/** "******5678 · GTBank", or just the bank, or just the account. */
export function accountLine(p: ReceiptDetail['recipient']): string | null {
  const line = [p.account, p.bank].filter(Boolean).join(' · ');
  return line || null;
}
