import { cn } from '#lib/cn';

interface FilterChipsProps<T extends string> {
  /** What the chips filter, for screen readers ("Show links"). */
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggle chips choosing one filter of a list (payment links, approvals). */
export function FilterChips<T extends string>({ legend, options, value, onChange }: FilterChipsProps<T>) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'min-h-10 rounded-full px-4 text-sm font-semibold ring-1',
            value === option.value ? 'bg-brand text-white ring-brand' : 'bg-white text-ink ring-gray-300',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
