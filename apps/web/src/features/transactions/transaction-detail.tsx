import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '#lib/api/api-error';
import { buttonClasses } from '#ui/button-styles';
import { Spinner } from '#ui/spinner';
import { useTransactionWithReceipt } from './api/get-transaction';
import { Receipt } from './receipt';
import { ReceiptShare } from './receipt-share';
import { StatusBadge } from './status-badge';
import { StatusTimeline } from './status-timeline';

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
  const d = transaction.description;
  const sign = transaction.direction === 'credit' ? '+' : '−';
  return (
    <section aria-labelledby="transaction-heading" className="mx-auto flex max-w-lg flex-col gap-4">
      <Link to="/transactions" className="font-semibold text-brand underline print:hidden">
        Back to transactions
      </Link>
      <div className="flex flex-col items-center gap-2 rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-gray-200">
        <h1 id="transaction-heading" className="text-lg font-semibold text-muted">
          {d.title}
        </h1>
        {d.subtitle ? <p className="-mt-2 text-sm text-muted">{d.subtitle}</p> : null}
        <p className="text-3xl font-extrabold text-ink tabular-nums" data-testid="detail-total">
          <span aria-hidden="true">{sign}</span>
          {d.total}
        </p>
        {transaction.direction === 'debit' && transaction.fee > 0 ? (
          <p className="-mt-1 text-sm text-muted tabular-nums" data-testid="detail-breakdown">
            {d.amount} + {d.fee} fee
          </p>
        ) : null}
        <p aria-live="polite">
          <StatusBadge status={transaction.status} label={d.status_label} />
        </p>
        {transaction.status === 'pending' && transaction.direction === 'debit' ? (
          <p className="text-sm text-ink">
            The money is on its way. We'll send you an alert when it arrives or if it comes back.
          </p>
        ) : null}
        {d.token ? (
          <p className="w-full rounded-lg bg-brand-light px-3 py-2 text-ink">
            <span className="block text-sm font-semibold text-muted">Token</span>
            <span
              className="block font-mono text-lg font-extrabold whitespace-nowrap sm:text-xl"
              data-testid="bill-token"
            >
              {d.token}
            </span>
            {d.units ? <span className="block">{d.units} kWh</span> : null}
          </p>
        ) : null}
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
