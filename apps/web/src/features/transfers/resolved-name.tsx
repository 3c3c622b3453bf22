/** The name a verification returned, announced to screen readers as it appears. */
export function ResolvedName({ name, label = 'Account name' }: { name: string; label?: string }) {
  return (
    <p role="status" className="rounded-lg bg-brand-light p-3 text-ink">
      <span className="block text-xs text-muted">{label}</span>
      <span className="font-bold" data-testid="resolved-name">
        {name}
      </span>
    </p>
  );
}
