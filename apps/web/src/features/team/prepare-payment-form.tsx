import { type PreparedSendBody, preparedSendBody } from '@owo/contract/team';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { bankOptions } from '#lib/bank-options';
import { passesContract, showFieldErrors } from '#lib/form-errors';
import { SelectField } from '#ui/select-field';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { usePrepareSend } from './api/team-mutations';
import { useBanks } from './api/team-queries';

type PaymentForm = { amount: string; bank_code: string; account_number: string; note: string };
const fieldNames = ['amount', 'bank_code', 'account_number', 'note'] as const;
const OWO_MFB = '090999';

/** An initiator prepares a bank transfer from the business's account; it waits for an approver. */
export function PreparePaymentForm() {
  const prepare = usePrepareSend();
  const banks = useBanks();
  const form = useForm<PaymentForm>({
    defaultValues: { amount: '', bank_code: OWO_MFB, account_number: '', note: '' },
  });
  const { errors } = form.formState;
  const options = bankOptions(banks.data);

  const toSend = (v: PaymentForm): PreparedSendBody => ({
    amount: v.amount,
    account_number: v.account_number,
    bank_code: v.bank_code,
    bank_name: banks.data?.find((b) => b.CBNBankCode === v.bank_code)?.BankName ?? '',
    note: v.note,
    currency: 'NGN',
  });

  const onSubmit = form.handleSubmit((values) => {
    if (prepare.isPending) return;
    if (!passesContract(preparedSendBody, toSend(values), form.setError, fieldNames)) return;
    prepare.mutate(
      { kind: 'send', send: toSend(values) },
      {
        onSuccess: () => {
          toast.success('Payment sent for approval');
          form.reset();
        },
        onError: (error) => {
          const fields = ['send.amount', 'send.account_number', 'send.note'] as const;
          if (
            !showFieldErrors(error, form.setError, fieldNames) &&
            !showFieldErrors(error, () => {}, fields)
          ) {
            toast.error(failureMessage(error, 'Check your internet connection'));
          }
        },
      },
    );
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Prepare a payment"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <h2 className="text-lg font-bold text-ink">Prepare a payment</h2>
      <p className="text-sm text-muted">
        Nothing leaves the account until an approver approves it with their PIN.
      </p>
      <TextInput
        label="Amount (NGN)"
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <SelectField
        control={form.control}
        name="bank_code"
        label="Bank"
        options={options}
        isLoading={banks.isPending}
      />
      <TextInput
        label="Account number"
        inputMode="numeric"
        maxLength={10}
        autoComplete="off"
        error={errors.account_number?.message}
        {...form.register('account_number')}
      />
      <TextInput
        label="Description"
        maxLength={100}
        autoComplete="off"
        error={errors.note?.message}
        {...form.register('note')}
      />
      <SubmitButton isLoading={prepare.isPending}>Send for approval</SubmitButton>
    </form>
  );
}
