/**
 * A toast of two lines: the spec's word as its title ('Successful') and, under it, what the customer should
 * know next (a send that is on its way, and the alert that will follow).
 */
export function ToastLines({ title, detail }: { title: string; detail?: string | null | undefined }) {
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-semibold">{title}</span>
      {detail ? <span className="text-sm">{detail}</span> : null}
    </span>
  );
}
