import type { transactionsQuery } from '@owo/contract/accounts';
import { toMajor } from '@owo/contract/money';
import type { z } from 'zod';
import type { Deps } from '#app-types';
import { notFound } from '#lib/errors.ts';
import { laravelPage } from '#lib/paginate.ts';
import { type AccountRow, findOwnAccount, listAccounts } from '#records/accounts-repository.ts';
import { pageTransactions, transactionView } from '#records/transactions-repository.ts';

/** Rows per page of the transaction history. */
export const PER_PAGE = 20;

const accountView = (a: AccountRow) => ({
  uuid: a.uuid,
  account_number: a.account_number,
  account_name: a.account_name,
  bank_name: a.bank_name,
  currency: a.currency.trim(),
  balance: toMajor(a.balance_minor),
  created_at: a.created_at.toISOString(),
});

/** The owner's accounts and balances, and the name on them. */
export async function accountsOf(deps: Deps, ownerId: bigint) {
  const accounts = await listAccounts(deps.db, ownerId);
  return { accounts: accounts.map(accountView), account_name: accounts[0]?.account_name ?? '' };
}

/** One page of the owner's history, searched and filtered, with the page links. */
export async function historyPage(deps: Deps, userId: bigint, query: z.output<typeof transactionsQuery>) {
  const { page, search, ...filter } = query;
  const { total, rows } = await pageTransactions(deps.db, {
    userId,
    search,
    filter,
    limit: PER_PAGE,
    offset: (page - 1) * PER_PAGE,
  });
  return laravelPage({
    path: `${deps.config.publicUrl}/api/accounts/transactions`,
    page,
    perPage: PER_PAGE,
    total,
    data: rows.map(transactionView),
    query: { search, ...filter },
  });
}

/** One of the owner's accounts with its latest ten transactions; another's is not found. */
export async function accountWithRecent(deps: Deps, userId: bigint, uuid: string) {
  const account = await findOwnAccount(deps.db, userId, uuid);
  if (!account) throw notFound();
  const recent = await pageTransactions(deps.db, { userId, accountId: account.id, limit: 10, offset: 0 });
  return { account: accountView(account), transactions: recent.rows.map(transactionView) };
}
