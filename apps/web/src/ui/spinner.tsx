import { cn } from '#lib/cn';

type SpinnerProps = { className?: string; label?: string };

/** A small rotating ring. Announced as a status when given a label, decorative otherwise. */
export function Spinner({ className, label }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
