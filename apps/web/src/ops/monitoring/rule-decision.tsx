import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { opsCall } from '../api';

/** A second officer's decision on a colleague's rule change: approve (in force for the next batch) or reject. */
export function ProposalDecision({ code, version }: { code: string; version: number }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (d: { decision: 'approve' | 'reject'; note: string }) =>
      opsCall('POST', `/ops/monitoring/rules/${code}/versions/${version}/${d.decision}`, {
        ...(d.note ? { note: d.note } : {}),
      }),
    onSuccess: (_r, d) => {
      toast.success(d.decision === 'approve' ? 'Approved: the change is in force.' : 'Change rejected.');
      void queryClient.invalidateQueries({ queryKey: ['ops', 'monitoring', 'rules'] });
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
    decide.mutate({
      decision: form.get('decision') === 'reject' ? 'reject' : 'approve',
      note: String(form.get('note') ?? '').trim(),
    });
  };
  return (
    <form onSubmit={submit} className="mt-3 max-w-xl space-y-3">
      <TextArea label="Note (optional)" name="note" rows={2} maxLength={500} id={`rule-note-${code}`} />
      {decide.error && (
        <p role="alert" className="text-sm text-red-700">
          {decide.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton size="small" isLoading={decide.isPending} name="decision" value="approve">
          Approve the change
        </SubmitButton>
        <SubmitButton size="small" color="orange" isLoading={decide.isPending} name="decision" value="reject">
          Reject the change
        </SubmitButton>
      </div>
    </form>
  );
}
