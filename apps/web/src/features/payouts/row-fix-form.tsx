import type { PayoutRow } from '@owo/contract/payouts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { buttonClasses } from '#ui/button-styles';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { useFixRow } from './api/payouts-api';

type Form = { bank: string; account_number: string; amount: string; narration: string };

/** A bad row's four fields, edited in place and checked again by the server. */
export function RowFixForm({
  batchId,
  row,
  onDone,
}: {
  batchId: string;
  row: PayoutRow;
  onDone: () => void;
}) {
  const fix = useFixRow(batchId);
  const form = useForm<Form>({
    defaultValues: {
      bank: row.bank,
      account_number: row.account_number,
      amount: row.amount_input,
      narration: row.narration,
    },
  });
  const onSubmit = form.handleSubmit((body) => {
    if (fix.isPending) return;
    fix.mutate(
      { row: row.row, body },
      {
        onSuccess: onDone,
        onError: (error) => toast.error(failureMessage(error, 'Check your internet connection')),
      },
    );
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Fix row ${row.row}`}
      className="grid w-full gap-3 sm:grid-cols-2"
    >
      <TextInput label="Bank (code or name)" autoComplete="off" {...form.register('bank')} />
      <TextInput
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        {...form.register('account_number')}
      />
      <TextInput label="Amount (NGN)" inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      <TextInput label="Narration" maxLength={100} autoComplete="off" {...form.register('narration')} />
      <div className="flex gap-2 sm:col-span-2">
        <SubmitButton size="small" isLoading={fix.isPending}>
          Check again
        </SubmitButton>
        <button type="button" className={buttonClasses('white', 'small')} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
