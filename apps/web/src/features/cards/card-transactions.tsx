import type { Transaction } from '@owo/contract/accounts';
import { type ReactNode, useState } from 'react';
import { Spinner } from '#ui/spinner';
import { useCardTransactions } from './api/get-card-transactions';

type CardTransactionsProps = {
  cardId: string;
  renderTransactions: (transactions: Transaction[]) => ReactNode;
};

/** The card's own history, newest first, with Previous / Next. */
export function CardTransactions({ cardId, renderTransactions }: CardTransactionsProps) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useCardTransactions(cardId, page);
  return (
    <section
      aria-labelledby="card-transactions"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="card-transactions" className="text-lg font-bold text-ink">
        Card transactions
      </h2>
      {isPending ? <Spinner label="Loading card transactions" className="size-6 text-brand" /> : null}
      {isError ? <p className="py-4 text-danger">We could not load the card's transactions.</p> : null}
      {data ? renderTransactions(data.data) : null}
      {data && data.last_page > 1 ? (
        <div className="flex justify-between pt-2">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="min-h-11 font-semibold text-brand disabled:text-muted"
          >
            Previous
          </button>
          <button
            type="button"
            disabled={page >= data.last_page}
            onClick={() => setPage(page + 1)}
            className="min-h-11 font-semibold text-brand disabled:text-muted"
          >
            Next
          </button>
        </div>
      ) : null}
    </section>
  );
}
