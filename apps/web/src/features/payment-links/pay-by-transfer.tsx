import type { PublicPaymentLink } from '@owo/contract/payment-links';
import { formatMoney } from '#lib/money';
import { CopyButton } from '#ui/copy-button';

/** Way two: a bank transfer from any bank to the link's own Owo MFB account number. */
export function PayByTransfer({ link }: { link: PublicPaymentLink }) {
  const t = link.bank_transfer;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted">
        From any bank app, send{' '}
        {link.amount === null ? 'the amount' : <strong>exactly {formatMoney(link.amount)}</strong>} to this
        account. It is for this payment only.
      </p>
      <dl className="flex flex-col gap-2 rounded-xl bg-gray-50 p-4 ring-1 ring-gray-200">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Bank</dt>
          <dd className="font-semibold text-ink">{t.bank_name}</dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted">Account number</dt>
          <dd className="flex items-center gap-2">
            <span
              className="font-mono text-lg font-bold tracking-wider text-ink"
              data-testid="link-account-number"
            >
              {t.account_number}
            </span>
            <CopyButton text={t.account_number} label="account number" className="text-brand" />
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Account name</dt>
          <dd className="text-right font-semibold text-ink">{t.account_name}</dd>
        </div>
        {link.amount !== null ? (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Amount</dt>
            <dd className="font-semibold text-ink">{formatMoney(link.amount)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-sm text-muted">
        {link.payee_name} is told the moment it arrives. A transfer to a link that has closed is returned to
        your bank.
      </p>
    </div>
  );
}
