import { zodResolver } from '@hookform/resolvers/zod';
import { cardFundBody } from '@owo/contract/cards';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { failureMessage, paymentFailure } from '#lib/api/api-error';
import { earlierPaymentText } from '#lib/earlier-payment';
import { digitsOnly, formatMoney } from '#lib/money';
import { useLoadedProfile } from '#lib/session/get-profile';
import { forgetUnanswered, keepUnanswered, settleUnanswered } from '#lib/unanswered-payment';
import { useLostAnswer } from '#lib/use-lost-answer';
import { PinField } from '#ui/pin-field';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { useFundCard } from './api/fund-card';
import { CARD_FUNDED, CARD_LOST_ANSWER, CARD_NETWORK_MESSAGE } from './card-messages';

type FundForm = { amount: string; pin: string };

type FundCardFormProps = {
  cardId: string;
  /** The funding's key, held by the card's screen so closing this form never forgets it (use-funding-key.ts). */
  idempotencyKey: string;
  /** A definite answer: the next funding is a new one. */
  onNewKey: () => void;
  onDone: () => void;
};

/**
 * Moves naira onto the card. After a lost answer the key is kept and the server is asked what became of the
 * funding, as for a transfer: it is never paid twice, and never told as failed by guess.
 */
export function FundCardForm({ cardId, idempotencyKey, onNewKey, onDone }: FundCardFormProps) {
  const queryClient = useQueryClient();
  const fund = useFundCard();
  const me = useLoadedProfile()?.uuid;
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<FundForm>({
    resolver: zodResolver(cardFundBody) as unknown as Resolver<FundForm>,
    defaultValues: { amount: '', pin: '' },
  });
  const { errors } = form.formState;
  const amount = form.register('amount');

  const settled = () => {
    settleUnanswered(idempotencyKey);
    onNewKey();
  };
  const lostAnswer = useLostAnswer(idempotencyKey, CARD_LOST_ANSWER, {
    onSent: () => {
      settled();
      toast.success(CARD_FUNDED);
      onDone();
    },
    onRefused: (message) => {
      settled();
      setStatus(message);
    },
    onStatus: setStatus,
  });
  // The amount changed after a lost answer and the key had already paid: told, and the next try is new.
  const keyConflict = async (spentKey: string) => {
    settled();
    setStatus(await earlierPaymentText(spentKey, 'card funding'));
    void queryClient.invalidateQueries();
  };

  const onSubmit = form.handleSubmit(() => {
    if (fund.isPending) return;
    lostAnswer.stop();
    setStatus(null);
    const { amount: value, pin } = form.getValues();
    if (me) keepUnanswered(idempotencyKey, me, { kind: 'card' });
    fund.mutate(
      { id: cardId, amount: value, pin, idempotencyKey },
      {
        onSuccess: (data) => {
          settled();
          toast.success(`${CARD_FUNDED} with ${formatMoney(data.receive.amount, data.receive.currency)}`);
          onDone();
        },
        onError: (error) => {
          form.setValue('pin', '');
          const failure = paymentFailure(error);
          if (failure === 'conflict') {
            void keyConflict(idempotencyKey);
            return;
          }
          toast.error(failureMessage(error, CARD_NETWORK_MESSAGE));
          if (failure === 'refused') settled();
          else if (failure === 'lost') void lostAnswer.check();
          else forgetUnanswered(idempotencyKey);
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
      {status ? (
        <p role="alert" className="text-sm font-semibold text-danger" data-testid="fund-status">
          {status}
        </p>
      ) : null}
      <SubmitButton size="small" isLoading={fund.isPending} className="self-start">
        Fund card
      </SubmitButton>
    </form>
  );
}
