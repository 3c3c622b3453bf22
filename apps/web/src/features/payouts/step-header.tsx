import { cn } from '#lib/cn';
import { useFocusOnMount } from '#lib/use-focus-on-mount';

const STEPS = ['Form', 'Upload', 'Done'] as const;

/** The screen's heading and where the customer is in the three steps (form → upload → done). */
export function StepHeader({ step }: { step: 1 | 2 | 3 }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <header className="flex flex-col gap-3">
      <h1 ref={heading} tabIndex={-1} id="payouts-heading" className="text-2xl font-bold text-ink">
        Bulk payouts
      </h1>
      <ol className="flex gap-2" aria-label="Steps">
        {STEPS.map((label, i) => (
          <li
            key={label}
            aria-current={i + 1 === step ? 'step' : undefined}
            className={cn(
              'flex flex-1 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold',
              i + 1 === step
                ? 'bg-brand text-white'
                : i + 1 < step
                  ? 'bg-brand-light text-brand'
                  : 'bg-gray-100 text-muted',
            )}
          >
            <span aria-hidden="true">{i + 1}</span>
            <span>{label}</span>
          </li>
        ))}
      </ol>
    </header>
  );
}
