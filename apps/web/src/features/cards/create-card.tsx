import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { SubmitButton } from '#ui/submit-button';
import { useCreateCard } from './api/create-card';
import { CARD_NETWORK_MESSAGE } from './card-messages';

/** No card yet: what the card is for and a button to make one. */
export function CreateCard() {
  const create = useCreateCard();
  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: () => toast.success('Card created'),
      onError: (error) => toast.error(failureMessage(error, CARD_NETWORK_MESSAGE)),
    });
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 className="text-lg font-bold text-ink">Get your dollar card</h2>
      <p className="text-muted">
        A virtual USD Visa card for online payments. Fund it from your naira balance at the day's rate. You
        need a verified identity to create one.
      </p>
      <SubmitButton type="button" size="small" isLoading={create.isPending} onClick={onCreate}>
        Create card
      </SubmitButton>
    </div>
  );
}
