import type { ComponentProps } from 'react';
import { cn } from '#lib/cn';
import { borderFor, controlClasses, FieldShell, type FieldTextProps, useFieldIds } from './field';

/** Today as `YYYY-MM-DD` in the visitor's own time zone, the format of `<input type="date">`. */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export type DateInputProps = Omit<ComponentProps<'input'>, 'type' | 'max' | 'size'> & FieldTextProps;

/** A date field that cannot go past today (date input maximum is today). */
export function DateInput({ label, subLabel, bottomLabel, error, id, className, ...rest }: DateInputProps) {
  const ids = useFieldIds(id, { subLabel, bottomLabel, error });
  return (
    <FieldShell label={label} subLabel={subLabel} bottomLabel={bottomLabel} error={error} ids={ids}>
      <input
        {...rest}
        type="date"
        max={todayIsoDate()}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses, borderFor(error), className)}
      />
    </FieldShell>
  );
}
