import { lagosTime } from '@owo/contract/lagos-time';
import type { Approval } from '@owo/contract/team';
import { Link } from 'react-router';
import { cn } from '#lib/cn';
import { formatMoney } from '#lib/money';
import { ReviewList, type ReviewRow } from '#ui/review-list';
import { DecisionForm } from './decision-form';

const STATUS_TEXT: Record<Approval['status'], string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

const STATUS_TONE: Record<Approval['status'], string> = {
  pending: 'bg-accent-light text-accent-ink',
  approved: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
  cancelled: 'bg-gray-100 text-gray-700',
};

/** "Chidi Eze, Ngozi Okafor or the owner". */
export function orList(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * Who the payment waits for, or what became of it. Until the money moved it never says it was debited: the
 * one who asked reads "Waiting for approval by …".
 */
export function decisionLine(a: Approval): string {
  const when = a.decided_at ? ` · ${lagosTime(a.decided_at)}` : '';
  const by = a.decided_by?.name ?? 'the team';
  switch (a.status) {
    case 'pending':
      return a.waiting_for.length > 0
        ? `Waiting for approval by ${orList(a.waiting_for)}`
        : 'Waiting for approval: no one on the team may approve this amount. Ask the owner.';
    case 'approved':
      if (a.kind === 'payout_batch') return `Approved by ${by}${when}. The business is paying it.`;
      // What became of the payment, as its transaction says now (the one description's words).
      if (a.payment_status === 'pending') return `Approved by ${by}${when}. The payment is on its way.`;
      if (a.payment_status === 'reversed' || a.payment_status === 'failed')
        return `Approved by ${by}${when}. The payment did not go through: the money is back with the business.`;
      return `Approved by ${by}${when}. The business paid it.`;
    case 'rejected':
      return `Rejected by ${by}${when}${a.reason ? `: “${a.reason}”` : ''}. Nothing moved.`;
    case 'cancelled':
      return `${a.reason ?? 'Cancelled'}${when}. Nothing moved.`;
  }
}

/** The lines a decider reads: to whom, how much, the fee and the total, what for. */
export function approvalRows(a: Approval): ReviewRow[] {
  const rows: ReviewRow[] = [];
  if (a.recipient) {
    rows.push({ label: a.kind === 'bill' ? 'Customer' : 'Recipient', value: a.recipient.name });
    rows.push({ label: a.kind === 'bill' ? 'Biller' : 'Bank', value: a.recipient.bank });
    rows.push({ label: a.kind === 'bill' ? 'Number' : 'Account', value: a.recipient.account });
  }
  if (a.batch) rows.push({ label: 'Payments', value: String(a.batch.count) });
  rows.push({ label: 'Amount', value: formatMoney(a.amount) });
  if (a.fee !== null) rows.push({ label: 'Fee', value: formatMoney(a.fee) });
  if (a.receive)
    rows.push({ label: 'Recipient gets', value: formatMoney(a.receive.amount, a.receive.currency) });
  if (a.note) rows.push({ label: a.kind === 'bill' ? 'For' : 'Narration', value: a.note });
  rows.push({
    label:
      a.status !== 'approved'
        ? 'Total when approved'
        : a.payment_status === 'reversed' || a.payment_status === 'failed'
          ? 'Total (returned)'
          : 'Total debited',
    value: formatMoney(a.total),
    isTotal: true,
  });
  return rows;
}

function BatchRows({ rows }: { rows: NonNullable<NonNullable<Approval['batch']>['rows']> }) {
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-gray-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The payments of this batch</caption>
        <thead className="bg-gray-50 text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              To
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((r) => (
            <tr key={r.row}>
              <td className="px-3 py-2">
                <span className="font-semibold text-ink">{r.name}</span>
                <span className="block text-muted">
                  {r.bank} · {r.account}
                </span>
                <span className="block text-muted">{r.narration}</span>
              </td>
              <td className="px-3 py-2 text-right align-top">
                <span className="font-semibold text-ink">{formatMoney(r.amount)}</span>
                <span className="block text-muted">fee {formatMoney(r.fee)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One payment waiting for (or past) its approval: everything a decider needs to decide it, and a decider who
 * did not prepare it decides it here. In a list (`open`: its own page) a batch's payments are on that page.
 */
export function ApprovalCard({
  approval,
  canDecide,
  myId,
  openPath,
}: {
  approval: Approval;
  canDecide: boolean;
  myId: string;
  openPath?: string;
}) {
  const mine = approval.initiated_by.id === myId;
  const title =
    approval.kind === 'payout_batch'
      ? `Bulk payout “${approval.batch?.name ?? ''}”`
      : approval.kind === 'bill'
        ? `Bill: ${approval.recipient?.bank ?? ''}`
        : `To ${approval.recipient?.name ?? approval.summary}`;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      data-testid="approval"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xl font-bold text-ink">{formatMoney(approval.total)}</p>
          <p className="font-semibold break-words text-ink">{title}</p>
        </div>
        <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', STATUS_TONE[approval.status])}>
          {STATUS_TEXT[approval.status]}
        </span>
      </div>
      <ReviewList rows={approvalRows(approval)} />
      {approval.batch?.rows ? <BatchRows rows={approval.batch.rows} /> : null}
      {approval.batch && !approval.batch.rows && openPath ? (
        <Link to={openPath} className="min-h-10 content-center font-semibold text-brand underline">
          See the {approval.batch.count} payments
        </Link>
      ) : null}
      <p className="text-sm text-muted">
        Asked by <span className="font-semibold text-ink">{approval.initiated_by.name}</span> ·{' '}
        {lagosTime(approval.created_at)}
      </p>
      <p
        className={cn('text-sm font-semibold', approval.status === 'rejected' ? 'text-danger' : 'text-ink')}
        data-testid="approval-decision"
      >
        {decisionLine(approval)}
      </p>
      {approval.status === 'pending' && canDecide && !mine ? <DecisionForm approval={approval} /> : null}
      {approval.status === 'pending' && mine ? (
        <p className="text-sm text-muted">Another member approves or rejects what you prepare.</p>
      ) : null}
      {openPath && !approval.batch ? (
        <Link to={openPath} className="self-start text-sm font-semibold text-brand underline">
          Open this payment
        </Link>
      ) : null}
    </li>
  );
}
