import { Link } from 'react-router';
import { Spinner } from '#ui/spinner';
import { useTransactions } from './api/get-transactions';
import { TransactionList } from './transaction-list';

const RECENT_COUNT = 5;

/** The dashboard's latest transactions, with a link to the full list. */
export function RecentTransactions() {
  const { data, isPending, isError } = useTransactions({ page: 1, search: '' });
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
      {isPending ? (
        // The list's height is kept while it loads: nothing below it jumps when the rows arrive.
        <div className="flex min-h-80 items-center justify-center">
          <Spinner label="Loading transactions" className="size-6 text-brand" />
        </div>
      ) : isError ? (
        <p className="py-4 text-danger">We could not load your transactions.</p>
      ) : (
        <TransactionList transactions={data.data.slice(0, RECENT_COUNT)} />
      )}
    </section>
  );
}
