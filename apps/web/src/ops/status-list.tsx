import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '#lib/cn';

/** One tab of a console list: the status it asks the API for, and what staff read on it. */
export interface StatusTab<S extends string> {
  status: S;
  label: string;
}

/**
 * The tab a console list shows, kept in the URL (`?status=`, so a link or a reload opens the same tab): the one
 * `?status=` names, else the first, whose URL has no parameter.
 */
export function useStatusTab<S extends string>(tabs: readonly StatusTab<S>[]): StatusTabState<S> {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]!.status;
  const status = tabs.find((t) => t.status === params.get('status'))?.status ?? first;
  const choose = (next: S) => setParams(next === first ? {} : { status: next });
  return { tabs, status, choose };
}

export interface StatusTabState<S extends string> {
  tabs: readonly StatusTab<S>[];
  status: S;
  choose: (status: S) => void;
}

interface StatusListProps<S extends string, T> {
  /** From `useStatusTab`. */
  tab: StatusTabState<S>;
  /** The tabs' accessible name ("Case status"). */
  label: string;
  /** The list's query: its failure reads "Could not load the {noun}." */
  query: { isError: boolean; isSuccess: boolean; error: Error | null };
  noun: string;
  items: readonly T[];
  /** Said when the query answered with nothing for this tab. */
  empty: ReactNode;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Between the tabs and the list (the approvals' reconciliation entries). */
  above?: ReactNode;
  /** After the list ("Show older"). */
  below?: ReactNode;
}

/**
 * A console queue by status (cases, holds, approvals): the status tabs, the failure or the empty tab, and
 * one card per item.
 */
export function StatusList<S extends string, T>({
  tab,
  label,
  query,
  noun,
  items,
  empty,
  itemKey,
  renderItem,
  above,
  below,
}: StatusListProps<S, T>) {
  return (
    <>
      <nav aria-label={label} className="mb-4 flex flex-wrap gap-2">
        {tab.tabs.map((t) => (
          <button
            key={t.status}
            type="button"
            aria-pressed={tab.status === t.status}
            onClick={() => tab.choose(t.status)}
            className={cn(
              'min-h-10 rounded-full px-4 text-sm font-semibold',
              tab.status === t.status
                ? 'bg-green-800 text-white'
                : 'bg-white text-gray-700 ring-1 ring-gray-300',
            )}
          >
            {t.label}
          </button>
        ))}
      </nav>
      {above}
      {query.isError && (
        <p role="alert" className="text-red-700">
          Could not load the {noun}. {query.error?.message}
        </p>
      )}
      {query.isSuccess && items.length === 0 && (
        <p className="rounded-lg border border-gray-200 bg-white p-4 text-gray-700">{empty}</p>
      )}
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {below}
    </>
  );
}
