import {
  COMPLAINT_OUTCOME_LABELS,
  COMPLAINT_OUTCOMES,
  type ComplaintOutcome,
} from '@owo/contract/complaints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '#lib/api/api-error';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { opsCall } from '../api';
import type { OpsConversation } from './conversation';

function useAnswer(id: string, path: 'messages' | 'resolve', done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) =>
      opsCall<OpsConversation>('POST', `/ops/complaints/${encodeURIComponent(id)}/${path}`, body),
    onSuccess: (data) => {
      queryClient.setQueryData(['ops', 'complaint', id], data);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'complaints'] });
      toast.success(done);
    },
  });
}

/**
 * What to show under a field: its own error when the API named fields, else the failure's message (a refusal
 * without fields, or the console's lost-connection message), so a failure never passes in silence.
 */
const fieldError = (error: Error | null, field: string) => {
  if (!error) return undefined;
  return isApiError(error) && Object.keys(error.fields).length ? error.fields[field] : error.message;
};

/** A reply to the customer: they see it as Owo Support, and are told by SMS and in the app. */
export function ReplyForm({ id }: { id: string }) {
  const reply = useAnswer(id, 'messages', 'Reply sent');
  const [message, setMessage] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    reply.mutate({ message }, { onSuccess: () => setMessage('') });
  };
  return (
    <form onSubmit={submit} aria-label="Reply to the customer" className="flex flex-col gap-2">
      <TextArea
        label="Reply to the customer"
        subLabel="The customer sees it as Owo Support, never your name"
        rows={4}
        maxLength={2000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={fieldError(reply.error, 'message')}
      />
      <SubmitButton size="small" isLoading={reply.isPending} className="self-end">
        Send reply
      </SubmitButton>
    </form>
  );
}

/** Resolving: an outcome and the explanation the customer reads; the complaint leaves the queue. */
export function ResolveForm({ id }: { id: string }) {
  const resolve = useAnswer(id, 'resolve', 'Complaint resolved');
  const [outcome, setOutcome] = useState<ComplaintOutcome | ''>('');
  const [resolution, setResolution] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    resolve.mutate({ outcome, resolution });
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Resolve the complaint"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 className="font-semibold">Resolve</h2>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">Outcome</legend>
        {COMPLAINT_OUTCOMES.map((o) => (
          <label key={o} className="flex min-h-9 items-center gap-2 text-sm">
            <input
              type="radio"
              name="outcome"
              value={o}
              checked={outcome === o}
              onChange={() => setOutcome(o)}
              className="size-4 accent-green-800"
            />
            {COMPLAINT_OUTCOME_LABELS[o]}
          </label>
        ))}
        {resolve.isError && isApiError(resolve.error) && resolve.error.fields.outcome ? (
          <p className="text-sm text-red-700">{resolve.error.fields.outcome}</p>
        ) : null}
      </fieldset>
      <TextArea
        label="Explanation for the customer"
        subLabel="What we found and what we did (e.g. a refund and when it arrives)"
        rows={4}
        maxLength={2000}
        value={resolution}
        onChange={(e) => setResolution(e.target.value)}
        error={fieldError(resolve.error, 'resolution')}
      />
      <SubmitButton size="small" isLoading={resolve.isPending} className="self-end">
        Resolve complaint
      </SubmitButton>
    </form>
  );
}
