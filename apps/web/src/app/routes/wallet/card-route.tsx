import { CardScreen } from '#features/cards/card-screen';
import { TransactionList } from '#features/transactions/transaction-list';
import { PageTag } from '#lib/head';

export default function CardRoute() {
  return (
    <>
      <PageTag tag="My card" />
      <CardScreen
        renderTransactions={(transactions) => (
          <TransactionList transactions={transactions} emptyText="No card transactions yet." />
        )}
      />
    </>
  );
}
