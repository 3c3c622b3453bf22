import { useBillTransaction } from './api/get-bill-transaction';
import { BillTokenRows } from './bill-token';
import { BuyAgainLink, buyAgainPath } from './buy-again-link';

/** Under a bill payment's detail: its prepaid token (once settled) and "Buy again"; nothing for other rows. */
export function BillDetailExtras({ uuid }: { uuid: string }) {
  const { data: tx } = useBillTransaction(uuid);
  if (!tx || !buyAgainPath(tx)) return null;
  return (
    <div className="mx-auto mt-4 flex max-w-lg flex-col gap-4 print:hidden">
      <BillTokenRows transaction={tx} />
      <BuyAgainLink transaction={tx} />
    </div>
  );
}
