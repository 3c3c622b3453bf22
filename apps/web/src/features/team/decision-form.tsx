import { transactionPinSchema } from '@owo/contract/common';
import type { Approval } from '@owo/contract/team';
import { teamMessages } from '@owo/contract/team';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { buttonClasses } from '#ui/button-styles';
import { PinField } from '#ui/pin-field';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { useApprove, useReject } from './api/team-mutations';

/** Approve with one's own PIN, or reject with a reason the one who asked will read. */
export function DecisionForm({ approval }: { approval: Approval }) {
  const approve = useApprove();
  const reject = useReject();
  const [rejecting, setRejecting] = useState(false);
  const form = useForm<{ pin: string; reason: string }>({ defaultValues: { pin: '', reason: '' } });
  const busy = approve.isPending || reject.isPending;
  const batch = approval.kind === 'payout_batch';

  const onApprove = form.handleSubmit(({ pin }) => {
    if (busy) return;
    const checked = transactionPinSchema.safeParse(pin);
    if (!checked.success) {
      form.setError('pin', { message: checked.error.issues[0]?.message });
      return;
    }
    approve.mutate(
      { id: approval.id, pin },
      {
        onSuccess: (data) =>
          toast.success(batch ? teamMessages.batchApproved : teamMessages.approved, {
            id: `approved-${data.approval.id}`,
          }),
        onError: (error) => {
          form.resetField('pin');
          toast.error(failureMessage(error, 'Check your internet connection'));
        },
      },
    );
  });

  const onReject = form.handleSubmit(({ reason }) => {
    if (busy) return;
    if (reason.trim() === '') {
      form.setError('reason', { message: teamMessages.reasonRequired });
      return;
    }
    reject.mutate(
      { id: approval.id, reason: reason.trim() },
      {
        onSuccess: () => toast.success(teamMessages.rejected),
        onError: (error) => toast.error(failureMessage(error, 'Check your internet connection')),
      },
    );
  });

  if (rejecting) {
    return (
      <form onSubmit={onReject} noValidate aria-label="Reject payment" className="flex flex-col gap-3">
        <TextInput
          label="Why do you reject it?"
          subLabel="They read this, so they can fix it and ask again"
          maxLength={200}
          autoComplete="off"
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
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
