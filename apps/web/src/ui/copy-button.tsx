import toast from 'react-hot-toast';
import { cn } from '#lib/cn';

type CopyButtonProps = { text: string; label: string; className?: string };

/** Copies `text` to the clipboard and says so; `label` names what is copied for screen readers. */
export function CopyButton({ text, label, className }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Copied');
    } catch {
      toast.error('Could not copy. Select the text and copy it instead.');
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={`Copy ${label}`}
      className={cn(
        'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-current',
        className,
      )}
    >
      Copy
    </button>
  );
}
