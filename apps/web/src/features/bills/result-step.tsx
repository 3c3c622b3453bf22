import { billTransactionMetaSchema, formatToken } from '@owo/contract/bills';
import { Link } from 'react-router';
import { buttonClasses } from '#ui/button-styles';
import { CopyButton } from '#ui/copy-button';
import { Spinner } from '#ui/spinner';
import { useBillTransaction } from './api/get-bill-transaction';
import type { BillDispatch, BillState } from './bill-draft';
import { BillShell } from './bill-shell';

const TITLES = {
  pending: 'Payment processing',
  successful: 'Payment successful',
  reversed: 'Payment refused',
  failed: 'Payment failed',
} as const;

/** The paid transaction as it settles: the biller's answer, and a prepaid meter's token and units. */
export function ResultStep({ state, dispatch }: { state: BillState; dispatch: BillDispatch }) {
  const { data: tx } = useBillTransaction(state.paid ?? '');
  const meta = tx ? billTransactionMetaSchema.safeParse(tx.meta) : null;
  const bill = meta?.success ? meta.data : null;
  const status = tx?.status ?? 'pending';
  return (
    <BillShell state={state} dispatch={dispatch} title={TITLES[status]}>
      <div className="flex flex-col gap-5" aria-live="polite">
        {status === 'pending' ? (
          <p className="flex items-center gap-2 text-muted">
            <Spinner /> Waiting for the biller's answer…
          </p>
        ) : null}
        {status === 'reversed' ? (
          <p className="text-ink">
            The biller refused this payment. Your money, fee included, is back in your account.
          </p>
        ) : null}
        {tx ? (
          // The money as the movement's one description writes it (the total, and how it splits), as the
          // history and the receipt show it; then whose meter or line it paid.
          <p className="text-ink">
            {tx.description.amount_line} to {bill?.bill.biller_name ?? tx.counterparty_bank} for{' '}
            <span className="font-semibold">{tx.counterparty_name}</span> ({tx.counterparty_account}).
          </p>
        ) : null}
        {bill?.token ? (
          <div className="rounded-xl bg-brand-light p-4 text-center">
            <p className="text-sm font-semibold text-muted">Your token</p>
            <p
              className="mt-1 font-mono text-lg font-extrabold whitespace-nowrap text-ink sm:text-2xl"
              data-testid="bill-token"
            >
              {formatToken(bill.token)}
            </p>
            <p className="mt-1 text-ink" data-testid="bill-units">
              {bill.units} kWh
            </p>
            <div className="mt-3 flex justify-center">
              <CopyButton text={bill.token} label="token" className="text-brand" />
            </div>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/dashboard" className={buttonClasses('green', 'big', 'flex-1')}>
            Done
          </Link>
          {tx ? (
            <Link to={`/transactions/${tx.uuid}`} className={buttonClasses('white', 'big', 'flex-1')}>
              View receipt
            </Link>
          ) : null}
        </div>
      </div>
    </BillShell>
  );
}
