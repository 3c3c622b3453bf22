import type { Transaction } from '@owo/contract/accounts';
import type { ReactNode } from 'react';
import { failureMessage } from '#lib/api/api-error';
import { formatMoney } from '#lib/money';
import { CopyButton } from '#ui/copy-button';
import { LOAD_ADVICE, LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useAccount } from './api/get-account';

type AccountPanelProps = { uuid: string; renderTransactions: (transactions: Transaction[]) => ReactNode };

/** An opened account: its details and recent transactions (GET /accounts/{uuid}). */
export function AccountPanel({ uuid, renderTransactions }: AccountPanelProps) {
  const { data, isPending, isError, error, refetch } = useAccount(uuid);
  if (isPending) return <Spinner label="Loading account" className="size-6 text-brand" />;
  // The panel's own words (not the spec's "…unable to get document types"), with the server's reason when it
  // gave one, and never a browser's text ("Failed to fetch").
  if (isError) {
    return (
      <LoadError
        what="this account"
        reason={failureMessage(error, LOAD_ADVICE)}
        onRetry={() => void refetch()}
      />
    );
  }

  const { account, transactions } = data;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Account name</dt>
          <dd className="font-semibold text-ink">{account.account_name}</dd>
        </div>
        <div>
          <dt className="text-muted">Account number</dt>
          <dd className="flex items-center gap-2 font-semibold text-ink tabular-nums">
            {account.account_number}
            <CopyButton text={account.account_number} label="account number" className="text-brand" />
          </dd>
        </div>
        <div>
          <dt className="text-muted">Bank</dt>
          <dd className="font-semibold text-ink">{account.bank_name}</dd>
        </div>
        <div>
          <dt className="text-muted">Balance</dt>
          <dd className="font-semibold text-ink tabular-nums">
            {formatMoney(account.balance, account.currency)}
          </dd>
        </div>
      </dl>
      <div>
        <h2 className="mb-2 font-bold text-ink">Recent transactions</h2>
        {renderTransactions(transactions)}
      </div>
    </div>
  );
}
