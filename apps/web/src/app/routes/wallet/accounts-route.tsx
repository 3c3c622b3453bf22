import { useParams } from 'react-router';
import { AccountsScreen } from '#features/accounts/accounts-screen';
import { TransactionList } from '#features/transactions/transaction-list';
import { PageTag } from '#lib/head';

/** `/account` and `/account/:id`: the same screen. */
export default function AccountsRoute() {
  const { id } = useParams();
  return (
    <>
      <PageTag tag="Accounts" />
      <AccountsScreen
        openId={id}
        renderTransactions={(transactions) => <TransactionList transactions={transactions} />}
      />
    </>
  );
}
