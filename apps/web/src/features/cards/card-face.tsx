import type { Card } from '@owo/contract/cards';
import { cn } from '#lib/cn';
import { formatMoney } from '#lib/money';

type CardFaceProps = { card: Card; pan?: string; cvv?: string };

/** The card as a customer pictures it; the full number shows only after a reveal. */
export function CardFace({ card, pan, cvv }: CardFaceProps) {
  const number = pan ? pan.replace(/(\d{4})(?=\d)/g, '$1 ') : `•••• •••• •••• ${card.last4}`;
  return (
    <div
      className={cn(
        'relative flex aspect-[1.586] w-full max-w-sm flex-col justify-between rounded-2xl p-5 text-white shadow-md',
        card.status === 'frozen' ? 'bg-gray-500' : 'bg-gradient-to-br from-brand to-brand-dark',
      )}
    >
      <div className="flex items-start justify-between">
        <div>
          <p className="text-xs text-white">Card balance</p>
          <p className="text-2xl font-extrabold tabular-nums" data-testid="card-balance">
            {formatMoney(card.balance, card.currency)}
          </p>
        </div>
        <p className="text-lg font-extrabold italic">{card.brand.toUpperCase()}</p>
      </div>
      <p className="text-lg font-semibold tracking-widest tabular-nums sm:text-xl">
        <span className="sr-only">{pan ? 'Card number ' : `Card ending ${card.last4}`}</span>
        <span aria-hidden={pan ? undefined : true}>{number}</span>
      </p>
      <div className="flex items-end justify-between gap-2 text-sm">
        <span className="truncate uppercase">{card.name_on_card}</span>
        <span className="shrink-0">
          {cvv ? <span className="mr-3">CVV {cvv}</span> : null}
          {card.expiry}
        </span>
      </div>
      {card.status === 'frozen' ? (
        <span className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white px-3 py-1 text-sm font-bold text-ink">
          Frozen
        </span>
      ) : null}
    </div>
  );
}
