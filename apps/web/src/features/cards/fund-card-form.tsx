import { zodResolver } from '@hookform/resolvers/zod';
import { cardFundBody } from '@owo/contract/cards';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { failureMessage, isRefusal, newIdempotencyKey } from '#lib/api/api-error';
import { digitsOnly, formatMoney } from '#lib/money';
import { PinField } from '#ui/pin-field';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { useFundCard } from './api/fund-card';

type FundForm = { amount: string; pin: string };

/** Moves naira onto the card. One Idempotency-Key per funding, kept across retries after a lost answer. */
export function FundCardForm({ cardId, onDone }: { cardId: string; onDone: () => void }) {
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const fund = useFundCard();
  const form = useForm<FundForm>({
    resolver: zodResolver(cardFundBody) as unknown as Resolver<FundForm>,
    defaultValues: { amount: '', pin: '' },
  });
  const { errors } = form.formState;
  const amount = form.register('amount');

  const onSubmit = form.handleSubmit(() => {
    if (fund.isPending) return;
    const { amount: value, pin } = form.getValues();
    fund.mutate(
      { id: cardId, amount: value, pin, idempotencyKey },
      {
        onSuccess: (data) => {
          toast.success(`Card funded with ${formatMoney(data.receive.amount, data.receive.currency)}`);
          setIdempotencyKey(newIdempotencyKey());
          onDone();
        },
        onError: (error) => {
          toast.error(failureMessage(error, 'check your internet connection'));
          if (isRefusal(error)) setIdempotencyKey(newIdempotencyKey());
          form.setValue('pin', '');
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Fund card" className="flex flex-col gap-4">
      <TextInput
        label="Amount (NGN)"
        inputMode="numeric"
        autoComplete="off"
        error={errors.amount?.message}
        {...amount}
        onChange={(event) => {
          event.target.value = digitsOnly(event.target.value);
          return amount.onChange(event);
        }}
      />
      <PinField error={errors.pin?.message} {...form.register('pin')} />
      <SubmitButton size="small" isLoading={fund.isPending} className="self-start">
        Fund card
      </SubmitButton>
    </form>
  );
}
