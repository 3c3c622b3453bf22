import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { opsCall } from '../api';
import type { Case } from './parts';

/**
 * Closing a case: cleared (the review found nothing suspicious) or escalated, which makes the goAML suspicious
 * transaction report from the case and keeps it. The note is the report's reason. Held money is decided first
 * (the API refuses otherwise and says so).
 */
export function CaseClose({ c }: { c: Case }) {
  const queryClient = useQueryClient();
  const close = useMutation({
    mutationFn: (body: { resolution: 'cleared' | 'escalated'; note: string }) =>
      opsCall<Case>('POST', `/ops/cases/${c.uuid}/close`, body),
    onSuccess: (r) => {
      toast.success(r.status === 'escalated' ? 'Escalated: the report is made and kept.' : 'Case cleared.');
      void queryClient.invalidateQueries({ queryKey: ['ops', 'monitoring'] });
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
    close.mutate({
      resolution: form.get('resolution') === 'escalated' ? 'escalated' : 'cleared',
      note: String(form.get('note') ?? ''),
    });
  };
  return (
    <form onSubmit={submit} className="max-w-2xl space-y-3">
      <TextArea
        label="What the review found"
        subLabel="Kept with the case; an escalation sends it as the report's reason."
        name="note"
        rows={3}
        required
        maxLength={4000}
      />
      {close.error && (
        <p role="alert" className="text-sm text-red-700">
          {close.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton size="small" isLoading={close.isPending} name="resolution" value="cleared">
          Close as cleared
        </SubmitButton>
        <SubmitButton
          size="small"
          color="orange"
          isLoading={close.isPending}
          name="resolution"
          value="escalated"
        >
          Escalate to a report (STR)
        </SubmitButton>
      </div>
    </form>
  );
}
