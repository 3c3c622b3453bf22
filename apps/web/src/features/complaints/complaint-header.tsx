import { COMPLAINT_CATEGORY_LABELS } from '@owo/contract/complaints';
import { lagosTime } from '@owo/contract/lagos-time';
import { CopyButton } from '#ui/copy-button';
import type { ComplaintItem } from './api/complaints';
import { ComplaintStatusBadge } from './complaint-status';

/** The complaint's card: what it is about, its tracking number, its status and the date Owo answers by. */
export function ComplaintHeader({ complaint: c }: { complaint: ComplaintItem }) {
  // Late by Owo's clock (the server's urgency), never the phone's, which may be set wrong.
  const late = c.urgency === 'overdue';
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <div className="flex items-start justify-between gap-3">
        <h1 id="complaint-heading" className="min-w-0 text-xl font-bold break-words text-ink">
          {COMPLAINT_CATEGORY_LABELS[c.category]}
        </h1>
        <ComplaintStatusBadge status={c.status} />
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Tracking number</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold text-ink" data-testid="tracking-number">
              {c.tracking_number}
            </span>
            <CopyButton text={c.tracking_number} label="tracking number" className="min-h-9 text-brand" />
          </dd>
        </div>
        <div>
          <dt className="text-muted">Opened</dt>
          <dd className="text-ink">{lagosTime(c.created_at)}</dd>
        </div>
        {c.status === 'resolved' ? null : (
          <div className="sm:col-span-2">
            <dt className="text-muted">We will answer by</dt>
            <dd
              className={late ? 'font-semibold text-danger' : 'font-semibold text-ink'}
              data-testid="due-at"
            >
              {lagosTime(c.due_at)}
            </dd>
          </div>
        )}
      </dl>
      {late ? (
        <p role="note" className="rounded-lg bg-red-50 p-3 text-sm text-danger">
          We are late with our answer, and we are sorry. We are still on it; you may also escalate your
          complaint to the Central Bank of Nigeria&rsquo;s Consumer Protection Department, quoting your
          tracking number.
        </p>
      ) : null}
    </div>
  );
}
