import { formatTypedNaira } from './amount-field';

/** The amounts people send most, one tap each (in naira, as the amount field holds them). */
const QUICK_AMOUNTS = ['1000', '2000', '5000', '10000'] as const;

/** Quick amounts under the amount field: a tap fills it (the fee and total then show as for a typed amount). */
export function QuickAmounts({ onPick }: { onPick: (amount: string) => void }) {
  return (
    <fieldset className="-mt-2 flex flex-wrap gap-2">
      <legend className="sr-only">Quick amounts</legend>
      {QUICK_AMOUNTS.map((amount) => (
        <button
          key={amount}
          type="button"
          onClick={() => onPick(amount)}
          className="min-h-10 rounded-full bg-white px-4 text-sm font-semibold text-brand ring-1 ring-gray-300 hover:bg-brand-light"
        >
          {formatTypedNaira(amount)}
        </button>
      ))}
    </fieldset>
  );
}
