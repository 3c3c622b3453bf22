import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchIcon } from '#ui/icons';
import { Spinner } from '#ui/spinner';
import { useTransactions } from './api/get-transactions';
import { Pagination } from './pagination';
import { statusNames, typeFilters } from './transaction-labels';
import { TransactionList } from './transaction-list';

const filterControl = 'min-h-12 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-2 font-normal';

const statusFilters = [
  { value: '', label: 'All statuses' },
  ...Object.entries(statusNames).map(([value, label]) => ({ value, label })),
];

type FilterSelectProps = {
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
};

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} className={filterControl}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** `/transactions`: every transaction, a page at a time, with search. Page and term live in the URL. */
export function TransactionsScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const [term, setTerm] = useState(search);
  const kind = params.get('type') ?? params.get('direction') ?? '';
  const filter = {
    page,
    search,
    type: params.get('type') ?? '',
    direction: params.get('direction') ?? '',
    status: params.get('status') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const { data, isPending, isError, isFetching } = useTransactions(filter);
  const filtered = Boolean(search || kind || filter.status || filter.from || filter.to);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('search', term.trim());
  };
  /** A new filter value starts again from page 1. */
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (key === 'type') {
      next.delete('type');
      next.delete('direction');
      if (value) next.set(value === 'credit' || value === 'debit' ? 'direction' : 'type', value);
    } else if (value) next.set(key, value);
    else next.delete(key);
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
            className="min-h-12 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 placeholder:text-sm"
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
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <legend className="sr-only">Filter transactions</legend>
        <FilterSelect
          label="Type"
          value={kind}
          options={typeFilters}
          onChange={(v) => setFilter('type', v)}
        />
        <FilterSelect
          label="Status"
          value={filter.status}
          options={statusFilters}
          onChange={(v) => setFilter('status', v)}
        />
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          From
          <input
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(event) => setFilter('from', event.target.value)}
            className={filterControl}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          To
          <input
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(event) => setFilter('to', event.target.value)}
            className={filterControl}
          />
        </label>
      </fieldset>
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
            emptyText={
              search
                ? `No transactions match "${search}".`
                : filtered
                  ? 'No transactions match these filters.'
                  : 'No transactions yet.'
            }
          />
        )}
      </div>
      {data && data.last_page > 1 ? (
        <Pagination page={data.current_page} lastPage={data.last_page} total={data.total} onChange={goTo} />
      ) : null}
    </section>
  );
}
