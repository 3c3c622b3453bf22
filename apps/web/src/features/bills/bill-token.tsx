import type { Transaction } from '@owo/contract/accounts';
import { billTransactionMetaSchema, formatToken } from '@owo/contract/bills';

/** A prepaid meter's token and units on a transaction's detail (4-4-4-4-4); nothing for other rows. */
export function BillTokenRows({ transaction }: { transaction: Pick<Transaction, 'meta'> }) {
  const parsed = billTransactionMetaSchema.safeParse(transaction.meta);
  if (!parsed.success || !parsed.data.token) return null;
  return (
    <div className="rounded-xl bg-brand-light p-4 text-center">
      <p className="text-sm font-semibold text-muted">Token</p>
      <p
        className="font-mono text-lg font-extrabold whitespace-nowrap text-ink sm:text-xl"
        data-testid="bill-token"
      >
        {formatToken(parsed.data.token)}
      </p>
      <p className="text-ink">{parsed.data.units} kWh</p>
    </div>
  );
}
