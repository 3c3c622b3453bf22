import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { opsCall } from '../api';
import { when } from '../customers/format';
import { useOps } from '../session';

type Decision = 'release' | 'approve' | 'reject';

const DONE: Record<Decision, string> = {
  release: 'Release requested: a second officer approves it.',
  approve: 'Released: the payment goes on to its bank.',
  reject: 'Rejected: the money goes back to the customer.',
};

type HoldToDecide = {
  uuid: string;
  kind: 'payment' | 'onboarding';
  release_requested_by_email: string | null;
  release_requested_at: string | null;
  release_note: string | null;
};

/**
 * Releasing or rejecting a hold, with the note that goes on the record. A payment released goes to its rail, on
 * the word of two officers: the first asks for the release, a second (never the first) approves it. One rejected
 * is reversed to the customer through the ledger (the customer reads only that it could not be completed).
 */
export function HoldDecision({ hold }: { hold: HoldToDecide }) {
  const queryClient = useQueryClient();
  const me = useOps().staff.email;
  const requested = hold.release_requested_by_email;
  const mine = requested !== null && requested === me;
  const decide = useMutation({
    mutationFn: (d: { decision: Decision; note: string }) =>
      opsCall('POST', `/ops/monitoring/holds/${hold.uuid}/${d.decision}`, {
        note: d.note,
      }),
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
    const element = e.currentTarget;
    // The button pressed says which decision (its name and value travel with the form's data).
    const form = new FormData(element, (e.nativeEvent as SubmitEvent).submitter);
    const pressed = form.get('decision');
    const decision: Decision = pressed === 'reject' || pressed === 'approve' ? pressed : 'release';
    // Each decision writes its own note: a request's note is shown above, not left in the box for the next.
    decide.mutate({ decision, note: String(form.get('note') ?? '') }, { onSuccess: () => element.reset() });
  };
  return (
    <form onSubmit={submit} className="mt-3 max-w-xl space-y-3 border-t border-gray-100 pt-3">
      {requested !== null && (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {mine ? 'You asked' : `${requested} asked`} to release this payment on{' '}
          {when(hold.release_requested_at)}
          {hold.release_note ? ` · ${hold.release_note}` : ''}.{' '}
          {mine ? 'A second officer must approve it.' : 'Approve it, or reject it.'}
        </p>
      )}
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
        {!mine && (
          <SubmitButton
            size="small"
            isLoading={decide.isPending}
            name="decision"
            value={hold.kind === 'payment' && requested !== null ? 'approve' : 'release'}
          >
            {hold.kind === 'onboarding'
              ? 'Release the identity'
              : requested !== null
                ? 'Approve the release'
                : 'Ask to release the payment'}
          </SubmitButton>
        )}
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
