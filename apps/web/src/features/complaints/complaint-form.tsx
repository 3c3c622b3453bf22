import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  type ComplaintCategory,
  createComplaintBody,
} from '@owo/contract/complaints';
import { useForm } from 'react-hook-form';
import { passesContract, showSubmitFailure } from '#lib/form-errors';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { useOpenComplaint } from './api/complaints';

type ComplaintForm = { category: ComplaintCategory | ''; message: string };
const fieldNames = ['category', 'message'] as const;

/** What went wrong and what happened; on success the conversation opens with its tracking number. */
export function ComplaintForm({
  transactionId,
  onOpened,
}: {
  transactionId: string | null;
  onOpened: (id: string, trackingNumber: string) => void;
}) {
  const openComplaint = useOpenComplaint();
  const form = useForm<ComplaintForm>({
    // From a transaction the customer says what went wrong with it; from the help page it is usually Other.
    defaultValues: { category: transactionId ? '' : 'other', message: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (openComplaint.isPending) return;
    const body = { transaction_id: transactionId, category: values.category, message: values.message };
    // The contract's own schema checks the form, so the messages are the API's.
    if (!passesContract(createComplaintBody, body, form.setError, fieldNames)) return;
    openComplaint.mutate(body as Parameters<typeof openComplaint.mutate>[0], {
      onSuccess: (data) => onOpened(data.id, data.tracking_number),
      onError: (error) => showSubmitFailure(error, form.setError, fieldNames),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Report a problem" className="flex flex-col gap-5">
      <fieldset
        className="flex flex-col gap-1"
        aria-describedby={errors.category ? 'category-error' : undefined}
      >
        <legend className="mb-1 font-semibold text-ink">What went wrong?</legend>
        {COMPLAINT_CATEGORIES.map((category) => (
          <label key={category} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              value={category}
              className="size-5 shrink-0 accent-brand"
              {...form.register('category')}
            />
            <span>{COMPLAINT_CATEGORY_LABELS[category]}</span>
          </label>
        ))}
        {errors.category ? (
          <p id="category-error" className="text-sm text-danger">
            {errors.category.message}
          </p>
        ) : null}
      </fieldset>
      <TextArea
        label="What happened?"
        subLabel="The more you tell us (when, how much, to whom), the faster we can help"
        maxLength={2000}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <SubmitButton isLoading={openComplaint.isPending}>Send to support</SubmitButton>
    </form>
  );
}
