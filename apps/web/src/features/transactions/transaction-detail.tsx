import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '#lib/api/api-error';
import { formatMoney } from '#lib/money';
import { buttonClasses } from '#ui/button-styles';
import { Spinner } from '#ui/spinner';
import { useTransactionWithReceipt } from './api/get-transaction';
import { Receipt } from './receipt';
import { ReceiptShare } from './receipt-share';
import { StatusBadge } from './status-badge';
import { StatusTimeline } from './status-timeline';
import { transactionTitle } from './transaction-labels';

/**
 * `/transactions/:uuid`: the status up top, its timeline, the receipt with its QR, and Share / PDF; `actions`
 * (from other features, e.g. Report a problem) below them once the transaction is shown.
 */
export function TransactionDetail({ uuid, actions }: { uuid: string; actions?: ReactNode }) {
  const { data, isPending, isError, error } = useTransactionWithReceipt(uuid);

  if (isPending) return <Spinner label="Loading transaction" className="size-8 text-brand" />;
  if (isError) {
    const missing = isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 400);
    return (
      <section className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-bold text-ink">
          {missing ? 'Transaction not found' : 'Something went wrong'}
        </h1>
        <Link to="/transactions" className="font-semibold text-brand underline">
          Back to transactions
        </Link>
      </section>
    );
  }

  const { transaction, receipt } = data;
  const sign = transaction.direction === 'credit' ? '+' : '−';
  return (
    <section aria-labelledby="transaction-heading" className="mx-auto flex max-w-lg flex-col gap-4">
      <Link to="/transactions" className="font-semibold text-brand underline print:hidden">
        Back to transactions
      </Link>
      <div className="flex flex-col items-center gap-2 rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-gray-200">
        <h1 id="transaction-heading" className="text-lg font-semibold text-muted">
          {transactionTitle(transaction)}
        </h1>
        <p className="text-3xl font-extrabold text-ink tabular-nums">
          <span aria-hidden="true">{sign}</span>
          {formatMoney(transaction.amount, transaction.currency)}
        </p>
        <p aria-live="polite">
          <StatusBadge status={transaction.status} />
        </p>
      </div>
      <StatusTimeline transaction={transaction} receipt={receipt} />
      <Receipt transaction={transaction} receipt={receipt} />
      <ReceiptShare transaction={transaction} receipt={receipt} />
      <button
        type="button"
        onClick={() => window.print()}
        className={buttonClasses('white', 'small', 'w-full print:hidden')}
      >
        Print receipt
      </button>
      {actions}
    </section>
  );
}
