import type { PublicPaymentLink } from '@owo/contract/payment-links';
import { formatMoney } from '#lib/money';
import { BankDetails, BankDetailsRow } from '#ui/bank-details';

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
      <BankDetails
        bankName={t.bank_name}
        accountNumber={t.account_number}
        accountName={t.account_name}
        numberTestId="link-account-number"
      >
        {link.amount !== null ? (
          <BankDetailsRow label="Amount">{formatMoney(link.amount)}</BankDetailsRow>
        ) : null}
      </BankDetails>
      <p className="text-sm text-muted">
        {link.payee_name} is told the moment it arrives. A transfer to a link that has closed is returned to
        your bank.
      </p>
    </div>
  );
}
