import { Link } from 'react-router';
import { lagosTime } from '#lib/lagos-time';
import type { ComplaintItem } from './api/complaints';
import { outcomeLabel } from './complaint-status';
import { MessageComposer } from './message-composer';

/** A resolved complaint: the outcome and our answer, then reopening it (within its window) or escalating. */
export function ResolutionPanel({ complaint: c }: { complaint: ComplaintItem }) {
  if (c.status !== 'resolved' || !c.outcome) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-brand-light p-4 ring-1 ring-brand/30">
      <h2 className="font-bold text-ink">
        Outcome: <span data-testid="complaint-outcome">{outcomeLabel(c.outcome)}</span>
      </h2>
      {c.resolution ? <p className="break-words whitespace-pre-wrap text-ink">{c.resolution}</p> : null}
      {c.resolved_at ? <p className="text-sm text-muted">Resolved {lagosTime(c.resolved_at)}</p> : null}
      {c.can_reopen && c.reopen_until ? (
        <>
          <p className="text-sm text-ink">
            Not satisfied? You can reopen this complaint until {lagosTime(c.reopen_until)}, or escalate it to
            the Central Bank of Nigeria&rsquo;s Consumer Protection Department.
          </p>
          <MessageComposer complaintId={c.id} reopen />
        </>
      ) : (
        <p className="text-sm text-ink">
          {c.reopen_until ? `The time to reopen it ended ${lagosTime(c.reopen_until)}. ` : ''}
          Still need help?{' '}
          <Link to="/support/new" className="font-semibold text-brand underline">
            Start a new conversation
          </Link>
          , or escalate to the Central Bank of Nigeria&rsquo;s Consumer Protection Department.
        </p>
      )}
    </div>
  );
}
