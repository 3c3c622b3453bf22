type PaginationProps = { page: number; lastPage: number; total: number; onChange: (page: number) => void };

const buttonClass =
  'min-h-11 rounded-lg px-4 font-semibold text-brand ring-1 ring-brand disabled:text-muted disabled:ring-gray-200';

export function Pagination({ page, lastPage, total, onChange }: PaginationProps) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </button>
      <p className="text-sm text-muted" aria-live="polite">
        Page {page} of {lastPage} · {total} in all
      </p>
      <button
        type="button"
        className={buttonClass}
        disabled={page >= lastPage}
        onClick={() => onChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
