import { CopyButton } from '#ui/copy-button';

/** A secret the API shows once (a key, a signing secret): in full, with a copy button, until dismissed. */
export function SecretOnce({
  title,
  secret,
  note,
  onDone,
}: {
  title: string;
  secret: string;
  note: string;
  onDone: () => void;
}) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl bg-brand-light p-4 ring-1 ring-brand/30">
      <p className="font-semibold text-ink">{title}</p>
      <p className="text-sm text-ink">{note}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded-lg bg-white px-3 py-2 font-mono text-sm text-ink ring-1 ring-gray-200">
          {secret}
        </code>
        <CopyButton text={secret} label={title.toLowerCase()} className="text-brand" />
      </div>
      <button
        type="button"
        onClick={onDone}
        className="self-start text-sm font-semibold text-brand underline"
      >
        I have copied it
      </button>
    </div>
  );
}
