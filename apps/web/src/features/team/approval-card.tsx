import type { Approval } from '@owo/contract/team';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { lagosTime } from '#lib/lagos-time';
import { formatMoney } from '#lib/money';
import { buttonClasses } from '#ui/button-styles';
import { PinField } from '#ui/pin-field';
import { SubmitButton } from '#ui/submit-button';
import { useApprove, useReject } from './api/team-mutations';

const STATUS_TEXT: Record<Approval['status'], string> = {
  pending: 'Waiting for approval',
  approved: 'Approved and sent',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** Who decided: the approver, the rejecter, or (cancelled) the one who removed or demoted the preparer. */
const DECIDED_TEXT: Record<Approval['status'], string> = {
  pending: '',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** Approve with one's own PIN, or reject: the decision of one pending payment. */
function DecisionForm({ approval }: { approval: Approval }) {
  const approve = useApprove();
  const reject = useReject();
  const [rejecting, setRejecting] = useState(false);
  const form = useForm<{ pin: string; reason: string }>({ defaultValues: { pin: '', reason: '' } });
  const busy = approve.isPending || reject.isPending;

  const onApprove = form.handleSubmit(({ pin }) => {
    if (busy) return;
    if (!/^\d{4}$/.test(pin)) {
      form.setError('pin', { message: 'Enter your 4-digit PIN' });
      return;
    }
    approve.mutate(
      { id: approval.id, pin },
      {
        onSuccess: () => toast.success('Payment approved and sent'),
        onError: (error) => {
          form.resetField('pin');
          toast.error(failureMessage(error, 'Check your internet connection'));
        },
      },
    );
  });

  const onReject = form.handleSubmit(({ reason }) => {
    if (busy) return;
    reject.mutate(
      { id: approval.id, reason },
      {
        onSuccess: () => toast.success('Payment rejected'),
        onError: (error) => toast.error(failureMessage(error, 'Check your internet connection')),
      },
    );
  });

  if (rejecting) {
    return (
      <form onSubmit={onReject} noValidate aria-label="Reject payment" className="flex flex-col gap-3">
        <label className="flex flex-col gap-1">
          <span className="font-semibold text-ink">Reason (optional)</span>
          <input
            maxLength={200}
            className="min-h-11 rounded-lg px-3 ring-1 ring-gray-300"
            {...form.register('reason')}
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <SubmitButton color="orange" size="small" isLoading={reject.isPending}>
            Reject payment
          </SubmitButton>
          <button
            type="button"
            className={buttonClasses('white', 'small')}
            onClick={() => setRejecting(false)}
          >
            Cancel
          </button>
        </div>
      </form>
    );
  }
  return (
    <form onSubmit={onApprove} noValidate aria-label="Approve payment" className="flex flex-col gap-3">
      <PinField
        label="Your transaction PIN"
        error={form.formState.errors.pin?.message}
        {...form.register('pin')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="small" isLoading={approve.isPending}>
          Approve
        </SubmitButton>
        <button type="button" className={buttonClasses('white', 'small')} onClick={() => setRejecting(true)}>
          Reject
        </button>
      </div>
    </form>
  );
}

/** One payment waiting for (or past) its approval; a decider who did not prepare it may decide it. */
export function ApprovalCard({
  approval,
  canDecide,
  myId,
}: {
  approval: Approval;
  canDecide: boolean;
  myId: string;
}) {
  const mine = approval.initiated_by.id === myId;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      data-testid="approval"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-xl font-bold text-ink">{formatMoney(approval.amount)}</p>
        <span className="rounded-full bg-accent-light px-3 py-1 text-sm font-semibold text-accent-ink">
          {STATUS_TEXT[approval.status]}
        </span>
      </div>
      <p className="text-ink">{approval.summary}</p>
      {approval.note ? <p className="font-semibold text-ink">“{approval.note}”</p> : null}
      <p className="text-sm text-muted">
        Prepared by {approval.initiated_by.name} · {lagosTime(approval.created_at)}
        {approval.decided_by && approval.decided_at
          ? ` · ${DECIDED_TEXT[approval.status]} by ${approval.decided_by.name} · ${lagosTime(approval.decided_at)}`
          : ''}
        {approval.reason ? ` · “${approval.reason}”` : ''}
      </p>
      {approval.status === 'pending' && canDecide && !mine ? <DecisionForm approval={approval} /> : null}
      {approval.status === 'pending' && mine ? (
        <p className="text-sm text-muted">Another member approves or rejects what you prepare.</p>
      ) : null}
    </li>
  );
}
