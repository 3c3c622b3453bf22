import type { Transaction } from '@owo/contract/accounts';
import { formatMoney } from '#lib/money';
import { StatusBadge } from './status-badge';
import { formatDateTime, railName } from './transaction-labels';

/** The receipt of one transaction: everything a customer may need to show someone else. */
export function Receipt({ transaction: t }: { transaction: Transaction }) {
  const rows: Array<[string, string | null]> = [
    ['Type', `${railName(t.rail)} (${t.direction === 'credit' ? 'money in' : 'money out'})`],
    ['Amount', formatMoney(t.amount, t.currency)],
    ['Fee', formatMoney(t.fee, t.currency)],
    ['Total', formatMoney(t.total, t.currency)],
    [t.direction === 'credit' ? 'From' : 'To', t.counterparty_name],
    ['Account', t.counterparty_account],
    ['Bank', t.counterparty_bank],
    ['Description', t.narration],
    ['Reference', t.reference],
    ['Date', formatDateTime(t.created_at)],
  ];
  return (
    <section
      aria-labelledby="receipt-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="receipt-heading" className="mb-3 text-lg font-bold text-ink">
        Receipt
      </h2>
      <dl className="divide-y divide-gray-100 text-sm">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted">Status</dt>
          <dd>
            <StatusBadge status={t.status} />
          </dd>
        </div>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="shrink-0 text-muted">{label}</dt>
              <dd className="text-right font-semibold break-all text-ink">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
