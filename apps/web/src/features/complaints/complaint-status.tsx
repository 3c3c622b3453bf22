import {
  COMPLAINT_OUTCOME_LABELS,
  COMPLAINT_STATUS_LABELS,
  type ComplaintOutcome,
  type ComplaintStatus,
} from '@owo/contract/complaints';
import { cn } from '#lib/cn';

const statusClasses: Record<ComplaintStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-blue-100 text-blue-900',
  resolved: 'bg-green-100 text-green-900',
};

/** Who is to act next: Owo (open), the customer (answered), nobody (resolved). */
export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  return (
    <span
      className={cn(
        'inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        statusClasses[status],
      )}
    >
      {COMPLAINT_STATUS_LABELS[status]}
    </span>
  );
}

export const outcomeLabel = (outcome: ComplaintOutcome) => COMPLAINT_OUTCOME_LABELS[outcome];
