import { complaintMessageBody, reopenComplaintBody } from '@owo/contract/complaints';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { passesContract, showSubmitFailure } from '#lib/form-errors';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { useReopenComplaint, useSendComplaintMessage } from './api/complaints';

type MessageForm = { message: string };
const fieldNames = ['message'] as const;

/**
 * The customer's box at the foot of the conversation: a message while the complaint is unresolved, or the
 * reason for reopening a resolved one.
 */
export function MessageComposer({ complaintId, reopen = false }: { complaintId: string; reopen?: boolean }) {
  const send = useSendComplaintMessage(complaintId);
  const reopenIt = useReopenComplaint(complaintId);
  const mutation = reopen ? reopenIt : send;
  const form = useForm<MessageForm>({ defaultValues: { message: '' } });

  const onSubmit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    const schema = reopen ? reopenComplaintBody : complaintMessageBody;
    if (!passesContract(schema, values, form.setError, fieldNames)) return;
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset({ message: '' });
        if (reopen) toast.success('Complaint reopened');
      },
      onError: (error) => showSubmitFailure(error, form.setError, fieldNames),
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={reopen ? 'Reopen this complaint' : 'Write to support'}
      className="flex flex-col gap-3"
    >
      <TextArea
        label={reopen ? 'Why are you reopening it?' : 'Your message'}
        rows={3}
        maxLength={2000}
        error={form.formState.errors.message?.message}
        {...form.register('message')}
      />
      <SubmitButton size="small" isLoading={mutation.isPending} className="self-end">
        {reopen ? 'Reopen complaint' : 'Send'}
      </SubmitButton>
    </form>
  );
}
