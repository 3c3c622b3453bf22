import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { opsCall } from '../api';
import { when } from '../customers/format';

type Decision = 'release' | 'reject';

const DONE: Record<Decision, string> = {
  release: 'Released: the payment goes on to its bank.',
  reject: 'Rejected: the money goes back to the customer.',
};

/**
 * Releasing or rejecting a hold, with the note that goes on the record. A payment released goes to its rail; one
 * rejected is reversed to the customer through the ledger (the customer reads only that it could not be completed).
 */
export function HoldDecision({ hold }: { hold: { uuid: string; kind: 'payment' | 'onboarding' } }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (d: { decision: Decision; note: string }) =>
      opsCall('POST', `/ops/monitoring/holds/${hold.uuid}/${d.decision}`, { note: d.note }),
    onSuccess: (_r, d) => {
      toast.success(
        hold.kind === 'payment'
          ? DONE[d.decision]
          : d.decision === 'release'
            ? 'Released: the identity goes on to review.'
            : 'Rejected: the identity is refused.',
      );
      void queryClient.invalidateQueries({ queryKey: ['ops', 'monitoring'] });
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The button pressed says which decision (its name and value travel with the form's data).
    const form = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
    const decision: Decision = form.get('decision') === 'reject' ? 'reject' : 'release';
    decide.mutate({ decision, note: String(form.get('note') ?? '') });
  };
  return (
    <form onSubmit={submit} className="mt-3 max-w-xl space-y-3 border-t border-gray-100 pt-3">
      <TextArea
        label="Decision note"
        name="note"
        rows={2}
        required
        maxLength={1000}
        id={`note-${hold.uuid}`}
      />
      {decide.error && (
        <p role="alert" className="text-sm text-red-700">
          {decide.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton size="small" isLoading={decide.isPending} name="decision" value="release">
          {hold.kind === 'payment' ? 'Release the payment' : 'Release the identity'}
        </SubmitButton>
        <SubmitButton size="small" color="orange" isLoading={decide.isPending} name="decision" value="reject">
          {hold.kind === 'payment' ? 'Reject and return the money' : 'Reject the identity'}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Who decided a hold, when, and why. */
export function HoldDecided({
  hold,
}: {
  hold: { status: string; decided_at: string | null; decided_by_email: string | null; note: string | null };
}) {
  return (
    <p className="mt-2 text-sm text-gray-700">
      {hold.status === 'released' ? 'Released' : 'Rejected'} by {hold.decided_by_email ?? '—'} on{' '}
      {when(hold.decided_at)}
      {hold.note ? ` · ${hold.note}` : ''}
    </p>
  );
}
