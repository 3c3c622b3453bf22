import { lagosDate } from '@owo/contract/lagos-time';
import type { ComponentProps } from 'react';
import { cn } from '#lib/cn';
import { borderFor, controlClasses, FieldShell, type FieldTextProps, useFieldIds } from './field';

/** Today as `YYYY-MM-DD` in Lagos, the day every Owo date means, in the format of `<input type="date">`. */
export const todayIsoDate = (now: Date = new Date()): string => lagosDate(now);

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
