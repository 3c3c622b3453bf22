import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchIcon } from '#ui/icons';
import { Spinner } from '#ui/spinner';
import { useTransactions } from './api/get-transactions';
import { Pagination } from './pagination';
import { TransactionList } from './transaction-list';

/** `/transactions`: every transaction, a page at a time, with search. Page and term live in the URL. */
export function TransactionsScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const [term, setTerm] = useState(search);
  const { data, isPending, isError, isFetching } = useTransactions({ page, search });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (term.trim()) next.set('search', term.trim());
    setParams(next);
  };
  const goTo = (nextPage: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(nextPage));
    setParams(next);
  };

  return (
    <section aria-labelledby="transactions-heading" className="flex flex-col gap-4">
      <h1 id="transactions-heading" className="text-2xl font-bold text-ink">
        Transactions
      </h1>
      <search>
        <form onSubmit={onSearch} className="flex gap-2">
          <label className="sr-only" htmlFor="transactions-search">
            Search transactions
          </label>
          <input
            id="transactions-search"
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Search by name, account or reference"
            className="min-h-12 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3"
          />
          <button
            type="submit"
            aria-label="Search"
            className="flex min-h-12 min-w-12 items-center justify-center rounded-lg bg-brand text-white"
          >
            <SearchIcon />
          </button>
        </form>
      </search>
      <div className="rounded-xl bg-white px-4 shadow-sm ring-1 ring-gray-200" aria-busy={isFetching}>
        {isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading transactions" className="size-8 text-brand" />
          </div>
        ) : isError ? (
          <p className="py-4 text-danger">We could not load your transactions.</p>
        ) : (
          <TransactionList
            transactions={data.data}
            emptyText={search ? `No transactions match "${search}".` : 'No transactions yet.'}
          />
        )}
      </div>
      {data && data.last_page > 1 ? (
        <Pagination page={data.current_page} lastPage={data.last_page} total={data.total} onChange={goTo} />
      ) : null}
    </section>
  );
}
