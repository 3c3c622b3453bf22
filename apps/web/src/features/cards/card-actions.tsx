import type { Card } from '@owo/contract/cards';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { useFreezeCard } from './api/freeze-card';
import { useUnfreezeCard } from './api/unfreeze-card';
import { CARD_NETWORK_MESSAGE } from './card-messages';

export type CardPanel = 'fund' | 'reveal' | null;

type CardActionsProps = {
  card: Card;
  panel: CardPanel;
  onPanel: (panel: CardPanel) => void;
  isRevealed: boolean;
};

const actionClass =
  'min-h-11 rounded-lg px-4 font-semibold text-brand ring-1 ring-brand hover:bg-brand-light aria-pressed:bg-brand aria-pressed:text-white disabled:opacity-60';

/** Fund, show/hide details, freeze/unfreeze. */
export function CardActions({ card, panel, onPanel, isRevealed }: CardActionsProps) {
  const freeze = useFreezeCard();
  const unfreeze = useUnfreezeCard();
  const isFrozen = card.status === 'frozen';
  const toggleFrozen = () => {
    const mutation = isFrozen ? unfreeze : freeze;
    mutation.mutate(card.id, {
      onSuccess: () => toast.success(isFrozen ? 'Card unfrozen' : 'Card frozen'),
      onError: (error) => toast.error(failureMessage(error, CARD_NETWORK_MESSAGE)),
    });
  };
  const toggle = (next: CardPanel) => onPanel(panel === next ? null : next);

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={actionClass}
        aria-pressed={panel === 'fund'}
        onClick={() => toggle('fund')}
        disabled={isFrozen}
      >
        Fund card
      </button>
      <button
        type="button"
        className={actionClass}
        aria-pressed={panel === 'reveal' || isRevealed}
        onClick={() => toggle('reveal')}
      >
        {isRevealed ? 'Hide details' : 'Show details'}
      </button>
      <button
        type="button"
        className={actionClass}
        onClick={toggleFrozen}
        disabled={freeze.isPending || unfreeze.isPending}
      >
        {isFrozen ? 'Unfreeze card' : 'Freeze card'}
      </button>
    </div>
  );
}
