import { transactionPinSchema } from '@owo/contract/common';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { failureMessage, pinFailureText } from '#lib/api/api-error';
import { PinField } from '#ui/pin-field';
import { SubmitButton } from '#ui/submit-button';
import { useConfirmBatch } from './api/payouts-api';

/**
 * The whole batch confirmed with the PIN, once. A second tap while it is sent does nothing. A member acting for
 * a business sends it for approval with their PIN: an approver pays it.
 */
export function ConfirmForm({
  batchId,
  disabled,
  forApproval = false,
}: {
  batchId: string;
  disabled: boolean;
  forApproval?: boolean;
}) {
  const confirm = useConfirmBatch(batchId);
  const form = useForm<{ pin: string }>({ defaultValues: { pin: '' } });
  const onSubmit = form.handleSubmit(({ pin }) => {
    if (confirm.isPending) return;
    const checked = transactionPinSchema.safeParse(pin);
    if (!checked.success) {
      form.setError('pin', { message: checked.error.issues[0]?.message });
      return;
    }
    confirm.mutate(
      { pin },
      {
        onError: (error) => {
          const pinText = pinFailureText(error);
          if (pinText && (error as { fields?: Record<string, string> }).fields?.pin) {
            form.setError('pin', { message: pinText });
          } else {
            toast.error(failureMessage(error, 'Check your internet connection'));
          }
          form.setValue('pin', '');
        },
      },
    );
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Confirm the batch"
      className="flex max-w-sm flex-col gap-4"
    >
      <PinField error={form.formState.errors.pin?.message} {...form.register('pin')} />
      <SubmitButton isLoading={confirm.isPending} disabled={disabled}>
        {forApproval ? 'Send for approval' : 'Confirm and pay'}
      </SubmitButton>
    </form>
  );
}
