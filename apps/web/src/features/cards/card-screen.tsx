import type { Transaction } from '@owo/contract/accounts';
import type { Card } from '@owo/contract/cards';
import { type ReactNode, useState } from 'react';
import { Spinner } from '#ui/spinner';
import { useCards } from './api/get-cards';
import type { RevealedCard } from './api/reveal-card';
import { CardActions, type CardPanel } from './card-actions';
import { CardFace } from './card-face';
import { CardTransactions } from './card-transactions';
import { CreateCard } from './create-card';
import { FundCardForm } from './fund-card-form';
import { RevealCardForm } from './reveal-card-form';
import { useFundingKey } from './use-funding-key';

type CardScreenProps = { renderTransactions: (transactions: Transaction[]) => ReactNode };

/** `/mycard`: create a card, or see it, fund it, freeze it and read its history. */
export function CardScreen({ renderTransactions }: CardScreenProps) {
  const { data: cards, isPending, isError } = useCards();
  const card = cards?.[0];
  return (
    <section aria-labelledby="card-heading" className="flex flex-col gap-5">
      <h1 id="card-heading" className="text-2xl font-bold text-ink">
        My card
      </h1>
      {isPending ? <Spinner label="Loading card" className="size-8 text-brand" /> : null}
      {isError ? <p className="text-danger">We could not load your card.</p> : null}
      {cards && !card ? <CreateCard /> : null}
      {card ? <CardDetails card={card} renderTransactions={renderTransactions} /> : null}
    </section>
  );
}

function CardDetails({ card, renderTransactions }: { card: Card } & CardScreenProps) {
  const [panel, setPanel] = useState<CardPanel>(null);
  const [revealed, setRevealed] = useState<RevealedCard | null>(null);
  // Here, not in the Fund form: closing the form (Fund card, Show details) must not forget a funding's key.
  const fundingKey = useFundingKey();
  const onPanel = (next: CardPanel) => {
    if (next === 'reveal' && revealed) return setRevealed(null);
    setPanel(next);
  };

  return (
    <>
      <CardFace card={card} pan={revealed?.pan} cvv={revealed?.cvv} />
      <CardActions card={card} panel={panel} onPanel={onPanel} isRevealed={revealed !== null} />
      {panel === 'fund' ? (
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <FundCardForm
            cardId={card.id}
            idempotencyKey={fundingKey.key}
            onNewKey={fundingKey.renew}
            onDone={() => setPanel(null)}
          />
        </div>
      ) : null}
      {panel === 'reveal' && !revealed ? (
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <RevealCardForm
            cardId={card.id}
            onRevealed={(details) => {
              setRevealed(details);
              setPanel(null);
            }}
          />
        </div>
      ) : null}
      <CardTransactions cardId={card.id} renderTransactions={renderTransactions} />
    </>
  );
}
