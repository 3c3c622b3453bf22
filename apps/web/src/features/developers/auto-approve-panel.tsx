import { apiSettingsBody, developerMessages } from '@owo/contract/developers';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { passesContract, showSubmitFailure } from '#lib/form-errors';
import { formatMoney } from '#lib/money';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { useApiSettings, useSaveApiSettings } from './api/developers-api';

type LimitForm = { auto_approve_limit: string };
const fieldNames = ['auto_approve_limit'] as const;
const toBody = (v: LimitForm) => ({ auto_approve_limit: v.auto_approve_limit.trim() || null });

/** The owner's rule: payout batches a key confirms pay without a person's approval up to this total. */
export function AutoApprovePanel() {
  const { data } = useApiSettings();
  const save = useSaveApiSettings();
  const form = useForm<LimitForm>({ defaultValues: { auto_approve_limit: '' } });
  const { errors } = form.formState;
  const current = data?.auto_approve_limit ?? null;
  useEffect(() => {
    form.reset({ auto_approve_limit: current === null ? '' : String(current) });
  }, [current, form]);
  const onSubmit = form.handleSubmit((values) => {
    if (save.isPending) return;
    if (!passesContract(apiSettingsBody, toBody(values), form.setError, fieldNames)) return;
    save.mutate(toBody(values), {
      onSuccess: () => toast.success(developerMessages.autoApproveSaved),
      onError: (error) => showSubmitFailure(error, form.setError, fieldNames),
    });
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Automatic approval"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <h2 className="text-lg font-bold text-ink">Automatic approval</h2>
      <p className="text-sm text-muted">
        {current === null
          ? 'Every payout batch a key confirms waits for a person on your team to approve it.'
          : `Payout batches a key confirms are paid without approval up to ${formatMoney(current)} with fees; larger ones wait for a person.`}
      </p>
      <TextInput
        label="Pay without approval up to (NGN)"
        subLabel="Leave empty so that every batch waits for approval"
        inputMode="decimal"
        autoComplete="off"
        error={errors.auto_approve_limit?.message}
        {...form.register('auto_approve_limit')}
      />
      <SubmitButton isLoading={save.isPending}>Save</SubmitButton>
    </form>
  );
}
