import { zodResolver } from '@hookform/resolvers/zod';
import { enairaSendBody, momoSendBody, remittanceSendBody } from '@owo/contract/transfers';
import { useMutation } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AmountField, balanceShortfall } from '#features/transfers/amount-field';
import { useTransfer } from '#features/transfers/draft/transfer-context';
import type { TransferRoute } from '#features/transfers/draft/transfer-reducer';
import { QuickAmounts } from '#features/transfers/quick-amounts';
import { quoteForRoute } from '#features/transfers/quote-for-route';
import { RecipientSummary } from '#features/transfers/recipient-summary';
import { SendingLimitNote } from '#features/transfers/sending-limit-note';
import { TRANSFER_NETWORK_MESSAGE } from '#features/transfers/transfer-messages';
import { TransferShell } from '#features/transfers/transfer-shell';
import { showSubmitFailure } from '#lib/form-errors';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';

type AmountForm = { amount: string; note: string };

// Each route's amount rule and messages, from its send body (NGN remittance: at least ₦100).
const amountSchemas: Record<TransferRoute, z.ZodType<unknown, { amount: string | number; note: string }>> = {
  enaira: z.object({ amount: enairaSendBody.shape.amount, note: enairaSendBody.shape.note }),
  remittance: z.object({ amount: remittanceSendBody.shape.amount, note: remittanceSendBody.shape.note }),
  momo: z.object({ amount: momoSendBody.shape.amount, note: momoSendBody.shape.note }),
};

/** The getfee step: Amount and Description, then the fee call. */
export function AmountStep() {
  const { state, actions, available } = useTransfer();
  const { route, draft } = state;
  const quote = useMutation({ mutationFn: (amount: string) => quoteForRoute(route, draft, amount) });
  const form = useForm<AmountForm>({
    resolver: zodResolver(amountSchemas[route]) as unknown as Resolver<AmountForm>,
    defaultValues: { amount: draft.amount, note: draft.note },
  });

  const onSubmit = form.handleSubmit(() => {
    if (quote.isPending) return;
    const { amount, note } = form.getValues();
    // Amount + fee over the balance is refused here, before the review and the PIN.
    const shortfall = balanceShortfall(route, draft, amount, available);
    if (shortfall) return form.setError('amount', { message: shortfall }, { shouldFocus: true });
    actions.update({ amount, note: note.trim() });
    quote.mutate(amount, {
      onSuccess: (data) => actions.quoted(data),
      onError: (error) => {
        showSubmitFailure(error, form.setError, ['amount', 'note'], TRANSFER_NETWORK_MESSAGE);
      },
    });
  });

  return (
    <TransferShell title="How much?" intro={<RecipientSummary route={route} draft={draft} />}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <AmountField
          control={form.control}
          name="amount"
          label="Amount"
          route={route}
          draft={draft}
          available={available}
        />
        <SendingLimitNote />
        <QuickAmounts
          onPick={(amount) => form.setValue('amount', amount, { shouldDirty: true, shouldValidate: true })}
        />
        <TextArea
          label="Description"
          rows={3}
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
        <SubmitButton isLoading={quote.isPending}>Proceed</SubmitButton>
      </form>
    </TransferShell>
  );
}
