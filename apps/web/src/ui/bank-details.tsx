import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';

interface BankDetailsProps {
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** For tests and the share text: the element that holds the account number. */
  numberTestId: string;
  /** More rows after the account name (a payment link's fixed amount). */
  children?: ReactNode;
}

/** One row of BankDetails (or of the rows passed to it). */
export function BankDetailsRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 px-4 py-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** Where to send money by bank transfer: account number (with Copy), bank and account name. */
export function BankDetails({
  bankName,
  accountNumber,
  accountName,
  numberTestId,
  children,
}: BankDetailsProps) {
  return (
    <dl className="divide-y divide-gray-100 rounded-xl ring-1 ring-gray-200">
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <dt className="text-muted">Account number</dt>
        <dd className="flex items-center gap-2">
          <span className="text-lg font-bold tracking-wider text-ink tabular-nums" data-testid={numberTestId}>
            {accountNumber}
          </span>
          <CopyButton text={accountNumber} label="account number" className="text-brand" />
        </dd>
      </div>
      <BankDetailsRow label="Bank">{bankName}</BankDetailsRow>
      <BankDetailsRow label="Account name">{accountName}</BankDetailsRow>
      {children}
    </dl>
  );
}
