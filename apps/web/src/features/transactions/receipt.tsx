import type { Transaction } from '@owo/contract/accounts';
import { lagosTimeToTheSecond } from '@owo/contract/lagos-time';
import type { ReceiptDetail } from '@owo/contract/receipts';
import { accountLine } from './receipt-format';
import { ReceiptQr } from './receipt-qr';
import { StatusBadge } from './status-badge';
import { railName } from './transaction-labels';

/** The receipt of one transaction: everything a customer may need to show someone else, and its verify QR. */
export function Receipt({
  transaction: t,
  receipt: r,
}: {
  transaction: Transaction;
  receipt: ReceiptDetail;
}) {
  const d = t.description;
  const rows: Array<[string, string | null]> = [
    ['Type', `${railName(t.rail)} (${t.direction === 'credit' ? 'money in' : 'money out'})`],
    ['Amount', d.amount],
    ['Fee', d.fee],
    ['Total', d.total],
    ['From', [r.sender.name, accountLine(r.sender)].filter(Boolean).join('\n')],
    ['To', [r.recipient.name, accountLine(r.recipient)].filter(Boolean).join('\n')],
    ['Token', d.token],
    ['Units', d.units ? `${d.units} kWh` : null],
    ['Narration', t.narration],
    ['Reference', t.reference],
    ['Session ID', t.session_id ?? r.session_id],
    ['Date', lagosTimeToTheSecond(t.created_at)],
    ['Paid at', r.settled_at ? lagosTimeToTheSecond(r.settled_at) : null],
    ['Money returned', r.reversed_at ? lagosTimeToTheSecond(r.reversed_at) : null],
  ];
  const url = r.url;
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
            <StatusBadge status={t.status} label={d.status_label} />
          </dd>
        </div>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="shrink-0 text-muted">{label}</dt>
              <dd className="text-right font-semibold break-all whitespace-pre-line text-ink">{value}</dd>
            </div>
          ))}
      </dl>
      <div className="mt-4 flex flex-col items-center gap-2 border-t border-gray-100 pt-4 text-center">
        <ReceiptQr url={url} />
        <p className="text-sm text-muted">Anyone can scan this to check the transfer with Owo.</p>
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-semibold break-all text-brand underline"
        >
          Verify this receipt
        </a>
      </div>
    </section>
  );
}
