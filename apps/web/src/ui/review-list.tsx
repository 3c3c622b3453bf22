import { cn } from '#lib/cn';

export interface ReviewRow {
  label: string;
  value: string;
  /** The "Total to be debited" line: set apart and tagged for tests. */
  isTotal?: boolean;
}

/** The rows of a review before the PIN (amount, fee, total, recipient…), one shape for every payment. */
export function ReviewList({ rows }: { rows: ReviewRow[] }) {
  return (
    <dl className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200">
      {rows.map((row) => (
        <div
          key={row.label}
          className={cn('flex justify-between gap-3 px-3 py-2', row.isTotal && 'bg-gray-50')}
        >
          <dt className={cn('text-muted', row.isTotal && 'font-bold text-ink')}>{row.label}</dt>
          <dd
            className={cn(
              'text-right break-words text-ink',
              row.isTotal ? 'text-lg font-extrabold' : 'font-semibold',
            )}
            data-testid={row.isTotal ? 'review-total' : undefined}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
