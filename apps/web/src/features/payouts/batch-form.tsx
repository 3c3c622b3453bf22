import { type CreatePayoutBody, createPayoutBody } from '@owo/contract/payouts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { passesContract, showSubmitFailure } from '#lib/form-errors';
import { SelectField } from '#ui/select-field';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { useCreateBatch, usePayFromAccounts } from './api/payouts-api';

type Form = { name: string; account_id: string };
const fieldNames = ['name', 'account_id'] as const;

/** Step 1, the form: the batch's name and the account to pay from. */
export function BatchForm({ onCreated }: { onCreated: (batchId: string) => void }) {
  const accounts = usePayFromAccounts();
  const create = useCreateBatch();
  const form = useForm<Form>({ defaultValues: { name: '', account_id: '' } });
  const naira = (accounts.data?.accounts ?? []).filter((a) => a.currency === 'NGN');
  const first = naira[0]?.uuid;
  useEffect(() => {
    if (first && !form.getValues('account_id')) form.setValue('account_id', first);
  }, [first, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (create.isPending) return;
    if (!passesContract(createPayoutBody, values, form.setError, fieldNames)) return;
    create.mutate(values satisfies CreatePayoutBody, {
      onSuccess: (data) => onCreated(data.batch.id),
      onError: (error) => showSubmitFailure(error, form.setError, fieldNames),
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="New bulk payout"
      className="flex max-w-xl flex-col gap-5"
    >
      <p className="text-muted">
        Pay many bank accounts at once from a CSV file. Name this batch and choose the account to pay from;
        next you upload the file and review every row before you confirm with your PIN.
      </p>
      <TextInput
        label="Batch name"
        subLabel="For your records, e.g. March salaries"
        maxLength={100}
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <SelectField
        control={form.control}
        name="account_id"
        label="Pay from"
        isLoading={accounts.isPending}
        options={naira.map((a) => ({
          value: a.uuid,
          label: `${a.account_name} · ${a.account_number} (${a.bank_name})`,
        }))}
      />
      <SubmitButton isLoading={create.isPending}>Continue to upload</SubmitButton>
    </form>
  );
}
