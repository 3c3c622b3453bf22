import { useParams } from 'react-router';
import { AccountsScreen } from '#features/accounts/accounts-screen';
import { useAccounts } from '#features/accounts/api/get-accounts';
import { StatementsPanel } from '#features/statements/statements-panel';
import { TransactionList } from '#features/transactions/transaction-list';
import { PageTag } from '#lib/head';

/** `/account` and `/account/:id`: the same screen, with statements for any of the accounts below. */
export default function AccountsRoute() {
  const { id } = useParams();
  const accounts = useAccounts();
  return (
    <div className="flex flex-col gap-5">
      <PageTag tag="Accounts" />
      <AccountsScreen
        openId={id}
        renderTransactions={(transactions) => <TransactionList transactions={transactions} />}
      />
      {accounts.data ? <StatementsPanel accounts={accounts.data.accounts} initialUuid={id} /> : null}
    </div>
  );
}
