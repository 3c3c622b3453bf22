import type { ComponentProps } from 'react';
import { cn } from '#lib/cn';
import { borderFor, controlClasses, FieldShell, type FieldTextProps, useFieldIds } from './field';

export type TextAreaProps = ComponentProps<'textarea'> & FieldTextProps;

export function TextArea({
  label,
  subLabel,
  bottomLabel,
  error,
  id,
  className,
  rows = 5,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id, { subLabel, bottomLabel, error });
  return (
    <FieldShell label={label} subLabel={subLabel} bottomLabel={bottomLabel} error={error} ids={ids}>
      <textarea
        rows={rows}
        {...rest}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses, 'py-3', borderFor(error), className)}
      />
    </FieldShell>
  );
}
