import { TransactionsScreen } from '#features/transactions/transactions-screen';
import { PageTag } from '#lib/head';

export default function TransactionsRoute() {
  return (
    <>
      <PageTag tag="Transactions" />
      <TransactionsScreen />
    </>
  );
}
