import type { Transaction } from '@owo/contract/accounts';
import { billTransactionMetaSchema } from '@owo/contract/bills';
import { Link } from 'react-router';
import { buttonClasses } from '#ui/button-styles';

/** The bills screen prefilled from a bill payment in history: same biller, number, plan and amount. */
export function buyAgainPath(tx: Pick<Transaction, 'rail' | 'meta' | 'amount'>): string | null {
  if (tx.rail !== 'bills') return null;
  const parsed = billTransactionMetaSchema.safeParse(tx.meta);
  if (!parsed.success) return null;
  const { bill } = parsed.data;
  const params = new URLSearchParams({ biller: bill.biller, customer_id: bill.customer_id });
  if (bill.product) params.set('product', bill.product);
  else params.set('amount', String(tx.amount));
  return `/bills/${bill.category}?${params.toString()}`;
}

/** "Buy again" on a bill payment's detail; nothing for other transactions. */
export function BuyAgainLink({
  transaction,
}: {
  transaction: Pick<Transaction, 'rail' | 'meta' | 'amount'>;
}) {
  const path = buyAgainPath(transaction);
  if (!path) return null;
  return (
    <Link to={path} className={buttonClasses('white', 'big', 'w-full')}>
      Buy again
    </Link>
  );
}
