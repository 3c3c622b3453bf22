import { lagosTime } from '@owo/contract/lagos-time';
import type { TransactionDescription } from '@owo/contract/transaction-description';
import { Link } from 'react-router';

type Summary = {
  id: string;
  direction: 'debit' | 'credit';
  reference: string;
  created_at: string;
  /** The movement's one description: the same title, total and status its history row shows. */
  description: TransactionDescription;
};

/** The transaction a complaint is about, in one card that opens its page. */
export function TransactionSummary({ transaction: t }: { transaction: Summary }) {
  const d = t.description;
  const what = t.direction === 'credit' ? 'Received' : 'Sent';
  return (
    <Link
      to={`/transactions/${t.id}`}
      className="flex flex-col gap-0.5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 hover:ring-brand"
    >
      <span className="text-sm text-muted">About this transaction</span>
      <span className="font-bold break-words text-ink">
        {what} {d.total} · {d.title}
      </span>
      <span className="text-sm break-all text-muted">
        {d.status_label} · {lagosTime(t.created_at)} · Ref {t.reference}
      </span>
    </Link>
  );
}
