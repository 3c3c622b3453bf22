import type { BillCategory, SavedBiller } from '@owo/contract/bills';
import { useSavedBillers } from './api/get-saved-billers';

type Props = { category: BillCategory; onPick: (saved: SavedBiller) => void };

/** Saved numbers, meters and smartcards of this category, one tap to fill the form. */
export function SavedBillersPicker({ category, onPick }: Props) {
  const { data } = useSavedBillers(category);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="saved-billers" className="mb-5">
      <h2 id="saved-billers" className="mb-2 text-sm font-semibold text-muted">
        Saved
      </h2>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {data.slice(0, 8).map((saved) => (
          <li key={saved.id} className="shrink-0">
            <button
              type="button"
              onClick={() => onPick(saved)}
              className="flex min-h-11 flex-col items-start rounded-lg px-3 py-2 text-left ring-1 ring-gray-200 hover:ring-brand"
            >
              <span className="text-sm font-semibold text-ink">{saved.customer_name}</span>
              <span className="text-xs text-muted">
                {saved.biller_name} · {saved.customer_id}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
