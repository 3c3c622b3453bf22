// GET /accounts/transactions's path, with no React: the queries (get-transactions.ts, recent-transactions.tsx)
// and the page's first script (app/first-calls.ts) ask for the same page the same way.

export type TransactionsFilter = {
  page: number;
  search: string;
  type?: string;
  direction?: string;
  status?: string;
  from?: string;
  to?: string;
};

/** The first page of the history, which the dashboard shows the top of. */
export const recentTransactionsFilter: TransactionsFilter = { page: 1, search: '' };

/** /accounts/transactions?page=n&search=term&type&direction&status&from&to: one page, newest first. */
export function transactionsPath({ page, ...filter }: TransactionsFilter): string {
  const query = new URLSearchParams({ page: String(page) });
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  return `/accounts/transactions?${query.toString()}`;
}
