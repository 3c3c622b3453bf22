import { Link } from 'react-router';
import { useDeferredAnswer } from '#lib/use-deferred-answer';
import { useTransactions } from './api/get-transactions';
import { recentTransactionsFilter } from './api/transactions-path';
import { TransactionList } from './transaction-list';

const RECENT_COUNT = 5;

/** The first page of the history, which the dashboard shows the top of. */
export const useRecentTransactions = () => useTransactions(recentTransactionsFilter);

/** The dashboard's latest transactions, with a link to the full list. */
export function RecentTransactions() {
  const { data, isError } = useDeferredAnswer(useRecentTransactions());
  return (
    <section
      aria-labelledby="recent-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <div className="flex items-center justify-between">
        <h2 id="recent-heading" className="text-lg font-bold text-ink">
          Recent transactions
        </h2>
        <Link to="/transactions" className="min-h-11 content-center font-semibold text-brand underline">
          See all
        </Link>
      </div>
      {isError ? (
        <p className="py-4 text-danger">We could not load your transactions.</p>
      ) : data ? (
        <TransactionList transactions={data.data.slice(0, RECENT_COUNT)} />
      ) : (
        <RowsLoading />
      )}
    </section>
  );
}

/**
 * While the list loads: as many rows as it shows. A row's height depends on its amount (the details wrap beside
 * a long one), so the dashboard shows what is below the list only once it has loaded.
 */
function RowsLoading() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading transactions
      </p>
      <ul aria-hidden="true" className="divide-y divide-gray-100">
        {Array.from({ length: RECENT_COUNT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are placeholders, all alike.
          <li key={i} className="flex items-center justify-between gap-3 py-3">
            <span className="flex h-11 flex-col justify-center gap-2">
              <span className="h-4 w-40 animate-pulse rounded bg-gray-100" />
              <span className="h-3 w-28 animate-pulse rounded bg-gray-100" />
            </span>
            <span className="h-4 w-20 animate-pulse rounded bg-gray-100" />
          </li>
        ))}
      </ul>
    </>
  );
}
