import { Link } from 'react-router';
import { isApiError } from '#lib/api/api-error';
import { formatMoney } from '#lib/money';
import { buttonClasses } from '#ui/button-styles';
import { Spinner } from '#ui/spinner';
import { useTransaction } from './api/get-transaction';
import { Receipt } from './receipt';
import { StatusBadge } from './status-badge';
import { transactionTitle } from './transaction-labels';

/** `/transactions/:uuid`: the status up top and a printable receipt. */
export function TransactionDetail({ uuid }: { uuid: string }) {
  const { data: transaction, isPending, isError, error } = useTransaction(uuid);

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
      <Receipt transaction={transaction} />
      <button
        type="button"
        onClick={() => window.print()}
        className={buttonClasses('green', 'big', 'w-full print:hidden')}
      >
        Print or save receipt
      </button>
    </section>
  );
}
