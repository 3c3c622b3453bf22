import type { Transaction } from '@owo/contract/accounts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '#lib/cn';
import { formatMoney } from '#lib/money';
import { ChevronDownIcon } from '#ui/icons';
import { Spinner } from '#ui/spinner';
import { AccountPanel } from './account-panel';
import { useAccounts } from './api/get-accounts';

type AccountsScreenProps = {
  /** The account opened by the URL (`/account/:id`); `/account` opens none. */
  openId: string | undefined;
  renderTransactions: (transactions: Transaction[]) => ReactNode;
};

/** `/account` and `/account/:id`, one screen: every account, the chosen one opened. */
export function AccountsScreen({ openId, renderTransactions }: AccountsScreenProps) {
  const { data, isPending, isError } = useAccounts();
  const navigate = useNavigate();

  if (isPending) return <Spinner label="Loading accounts" className="size-8 text-brand" />;
  if (isError) return <p className="text-danger">We could not load your accounts.</p>;

  return (
    <section aria-labelledby="accounts-heading" className="flex flex-col gap-4">
      <h1 id="accounts-heading" className="text-2xl font-bold text-ink">
        Accounts
      </h1>
      <ul className="flex flex-col gap-3">
        {data.accounts.map((account) => {
          const isOpen = account.uuid === openId;
          const panelId = `account-${account.uuid}`;
          return (
            <li key={account.uuid} className="rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => navigate(isOpen ? '/account' : `/account/${account.uuid}`)}
                className="flex w-full items-center justify-between gap-3 p-4 text-left"
              >
                <span>
                  <span className="block font-bold text-ink">
                    {account.currency} account · {account.account_number}
                  </span>
                  <span className="block text-sm text-muted">{account.bank_name}</span>
                </span>
                <span className="flex items-center gap-2 font-bold tabular-nums">
                  {formatMoney(account.balance, account.currency)}
                  <ChevronDownIcon className={cn('transition-transform', isOpen && 'rotate-180')} />
                </span>
              </button>
              {isOpen ? (
                <div id={panelId} className="border-t border-gray-100 p-4">
                  <AccountPanel uuid={account.uuid} renderTransactions={renderTransactions} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
