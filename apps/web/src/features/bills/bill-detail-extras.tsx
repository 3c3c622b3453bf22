import { useBillTransaction } from './api/get-bill-transaction';
import { BuyAgainLink, buyAgainPath } from './buy-again-link';

/**
 * Under a bill payment's detail: "Buy again"; nothing for other rows. (Its prepaid token is at the top of the
 * detail, from the movement's description.)
 */
export function BillDetailExtras({ uuid }: { uuid: string }) {
  const { data: tx } = useBillTransaction(uuid);
  if (!tx || !buyAgainPath(tx)) return null;
  return (
    <div className="mx-auto mt-4 flex max-w-lg flex-col gap-4 print:hidden">
      <BuyAgainLink transaction={tx} />
    </div>
  );
}
