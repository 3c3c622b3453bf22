import { zodResolver } from '@hookform/resolvers/zod';
import { cardRevealBody } from '@owo/contract/cards';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { PinField } from '#ui/pin-field';
import { SubmitButton } from '#ui/submit-button';
import { type RevealedCard, useRevealCard } from './api/reveal-card';
import { CARD_NETWORK_MESSAGE } from './card-messages';

type RevealForm = { pin: string };

/** Asks for the PIN, then hands the full card details up to be shown until hidden again. */
export function RevealCardForm({
  cardId,
  onRevealed,
}: {
  cardId: string;
  onRevealed: (r: RevealedCard) => void;
}) {
  const reveal = useRevealCard();
  const form = useForm<RevealForm>({
    resolver: zodResolver(cardRevealBody) as unknown as Resolver<RevealForm>,
    defaultValues: { pin: '' },
  });

  const onSubmit = form.handleSubmit(() =>
    reveal.mutate(
      { id: cardId, pin: form.getValues('pin') },
      {
        onSuccess: (data) => onRevealed(data),
        onError: (error) => {
          toast.error(failureMessage(error, CARD_NETWORK_MESSAGE));
          form.setValue('pin', '');
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Show card details" className="flex flex-col gap-4">
      <PinField error={form.formState.errors.pin?.message} {...form.register('pin')} />
      <SubmitButton size="small" isLoading={reveal.isPending} className="self-start">
        Show details
      </SubmitButton>
    </form>
  );
}
