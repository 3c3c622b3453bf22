import { lagosTime } from '@owo/contract/lagos-time';
import { Link } from 'react-router';
import { formatMoney } from '#lib/money';

type Summary = {
  id: string;
  direction: 'debit' | 'credit';
  amount: number;
  currency: string;
  counterparty_name: string | null;
  reference: string;
  created_at: string;
};

/** The transaction a complaint is about, in one card that opens its page. */
export function TransactionSummary({ transaction: t }: { transaction: Summary }) {
  const what = t.direction === 'credit' ? 'Received' : 'Sent';
  const who = t.counterparty_name ? `${t.direction === 'credit' ? 'from' : 'to'} ${t.counterparty_name}` : '';
  return (
    <Link
      to={`/transactions/${t.id}`}
      className="flex flex-col gap-0.5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 hover:ring-brand"
    >
      <span className="text-sm text-muted">About this transaction</span>
      <span className="font-bold break-words text-ink">
        {what} {formatMoney(t.amount, t.currency)} {who}
      </span>
      <span className="text-sm break-all text-muted">
        {lagosTime(t.created_at)} · Ref {t.reference}
      </span>
    </Link>
  );
}
