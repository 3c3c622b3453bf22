import { ChevronDownIcon } from './icons';

/** The "Go back" control of a flow's steps. */
export function BackButton({ onClick, label = 'Go back' }: { onClick: () => void; label?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="mb-4 inline-flex min-h-11 items-center gap-1 rounded-md pr-2 font-semibold text-brand hover:underline"
    >
      <ChevronDownIcon className="rotate-90" width={20} height={20} />
      {label}
    </button>
  );
}
