/** A list or page that could not load: what, the spec's connection advice, and Try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p className="text-danger">
      We could not load {what}. Check your internet connection.{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
