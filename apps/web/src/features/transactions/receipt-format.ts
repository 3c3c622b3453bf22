import type { ReceiptDetail } from '@owo/contract/receipts';
import { lazyIntl } from '#lib/lazy-intl';

/** Receipts always state the time in Lagos, whatever the phone's own time zone. */
const lagos = lazyIntl(
  () =>
    new Intl.DateTimeFormat('en-NG', {
      timeZone: 'Africa/Lagos',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

export function lagosDateTime(iso: string): string {
  return `${lagos().format(new Date(iso))} WAT`;
}

/** "******5678 · GTBank", or just the bank, or just the account. */
export function accountLine(p: ReceiptDetail['recipient']): string | null {
  const line = [p.account, p.bank].filter(Boolean).join(' · ');
  return line || null;
}

export const stateNames: Record<ReceiptDetail['state'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  reversed: 'Reversed',
  failed: 'Failed',
};

/** The receipt's verify link on this site (the page origin), as printed in its QR code. */
export function verifyLink(code: string): string {
  return `${window.location.origin}/r/${code}`;
}
