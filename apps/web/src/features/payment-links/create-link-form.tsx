import {
  type CreatePaymentLinkBody,
  createPaymentLinkBody,
  type PaymentLink,
} from '@owo/contract/payment-links';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { passesContract, showSubmitFailure } from '#lib/form-errors';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { useCreatePaymentLink } from './api/create-payment-link';

type LinkForm = {
  description: string;
  amount_type: 'fixed' | 'open';
  amount: string;
  single_use: boolean;
  expires_at: string;
};

const fieldNames = ['description', 'amount_type', 'amount', 'single_use', 'expires_at'] as const;

/** The form's values as the API's body: a local date-time becomes an ISO instant; an open amount sends none. */
function toBody(v: LinkForm): CreatePaymentLinkBody {
  return {
    description: v.description,
    amount_type: v.amount_type,
    ...(v.amount_type === 'fixed' ? { amount: v.amount } : {}),
    single_use: v.single_use,
    expires_at: v.expires_at ? new Date(v.expires_at).toISOString() : null,
  };
}

/** Create a link: what it is for, a fixed or open amount, and optionally an expiry or single use. */
export function CreateLinkForm({ onCreated }: { onCreated: (link: PaymentLink) => void }) {
  const create = useCreatePaymentLink();
  const form = useForm<LinkForm>({
    defaultValues: { description: '', amount_type: 'fixed', amount: '', single_use: false, expires_at: '' },
  });
  const { errors } = form.formState;
  const amountType = form.watch('amount_type');

  const onSubmit = form.handleSubmit((values) => {
    if (create.isPending) return;
    // The contract's own schema checks the form, so the messages are the API's.
    if (!passesContract(createPaymentLinkBody, toBody(values), form.setError, fieldNames)) return;
    create.mutate(toBody(values), {
      onSuccess: (data) => {
        toast.success('Payment link created');
        onCreated(data.link);
      },
      onError: (error) => showSubmitFailure(error, form.setError, fieldNames),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create a payment link" className="flex flex-col gap-5">
      <TextInput
        label="Description"
        subLabel="What the payer sees, e.g. Jollof rice tray or Ankara, 6 yards"
        maxLength={100}
        autoComplete="off"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-ink">Amount</legend>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            value="fixed"
            className="size-5 accent-brand"
            {...form.register('amount_type')}
          />
          <span>Fixed amount</span>
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            value="open"
            className="size-5 accent-brand"
            {...form.register('amount_type')}
          />
          <span>Open amount (the payer chooses)</span>
        </label>
      </fieldset>
      {amountType === 'fixed' ? (
        <TextInput
          label="Amount (NGN)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
      ) : null}
      <TextInput
        type="datetime-local"
        label="Expires (optional)"
        subLabel="After this, the link refuses payments"
        error={errors.expires_at?.message}
        {...form.register('expires_at')}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-5 accent-brand" {...form.register('single_use')} />
        <span>
          <span className="font-semibold text-ink">Single use</span>
          <span className="block text-sm text-muted">The link closes after its first payment</span>
        </span>
      </label>
      <SubmitButton isLoading={create.isPending}>Create link</SubmitButton>
    </form>
  );
}
