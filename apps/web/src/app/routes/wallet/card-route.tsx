import { CardScreen } from '#features/cards/card-screen';
import { ActingNotice } from '#features/team/acting-notice';
import { TransactionList } from '#features/transactions/transaction-list';
import { PageTag } from '#lib/head';
import { useActingFor } from '#lib/session/acting-for';

/** `/mycard`: the customer's own card. Acting for a business it is not shown: a card is its holder's own. */
export default function CardRoute() {
  const acting = useActingFor();
  if (acting) {
    return (
      <>
        <PageTag tag="My card" />
        <ActingNotice title="Your card is your own">
          You act for {acting.name} now. Your card and its balance are yours, not the business's: switch back
          to your own account to use them.
        </ActingNotice>
      </>
    );
  }
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
