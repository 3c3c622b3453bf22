/** The spec's connection advice, for a load that got no answer. */
export const LOAD_ADVICE = 'Check your internet connection.';

type LoadErrorProps = {
  what: string;
  onRetry: () => void;
  /** Why, when the server said (failureMessage); the connection advice otherwise. */
  reason?: string;
};

/** A list or page that could not load: what, why (the spec's connection advice by default), and Try again. */
export function LoadError({ what, onRetry, reason = LOAD_ADVICE }: LoadErrorProps) {
  return (
    <p className="text-danger">
      We could not load {what}. {reason}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
