import { lagosTime } from '@owo/contract/lagos-time';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#ui/button-styles';
import type { ComplaintItem } from './api/complaints';
import { outcomeLabel } from './complaint-status';
import { MessageComposer } from './message-composer';

const CBN = 'the Central Bank of Nigeria’s Consumer Protection Department';

/**
 * A resolved complaint: the outcome (our explanation is the last message above), then reopening it within
 * its window, or escalating to the CBN.
 */
export function ResolutionPanel({ complaint: c }: { complaint: ComplaintItem }) {
  const [reopening, setReopening] = useState(false);
  if (c.status !== 'resolved' || !c.outcome) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h2 className="font-bold text-ink">
        Outcome: <span data-testid="complaint-outcome">{outcomeLabel(c.outcome)}</span>
      </h2>
      {c.resolved_at ? <p className="text-sm text-muted">Resolved {lagosTime(c.resolved_at)}</p> : null}
      {c.can_reopen && c.reopen_until ? (
        <>
          <p className="text-sm text-ink">
            Not satisfied? You can reopen this complaint until {lagosTime(c.reopen_until)}, or escalate it to{' '}
            {CBN}, quoting your tracking number.
          </p>
          {reopening ? (
            <MessageComposer complaintId={c.id} reopen />
          ) : (
            <button
              type="button"
              onClick={() => setReopening(true)}
              className={buttonClasses('white', 'small', 'self-start')}
            >
              Reopen this complaint
            </button>
          )}
        </>
      ) : (
        <p className="text-sm text-ink">
          {c.reopen_until ? `The time to reopen it ended ${lagosTime(c.reopen_until)}. ` : ''}
          Still need help?{' '}
          <Link to="/support/new" className="font-semibold text-brand underline">
            Start a new conversation
          </Link>
          , or escalate to {CBN}.
        </p>
      )}
    </div>
  );
}
