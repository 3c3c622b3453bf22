import type { ComponentProps } from 'react';
import { cn } from '#lib/cn';
import { borderFor, controlClasses, FieldShell, type FieldTextProps, useFieldIds } from './field';

export type TextInputProps = Omit<ComponentProps<'input'>, 'size'> & FieldTextProps;

/** A labelled text input. `ref` is passed through, so `{...register('name')}` works. */
export function TextInput({ label, subLabel, bottomLabel, error, id, className, ...rest }: TextInputProps) {
  const ids = useFieldIds(id, { subLabel, bottomLabel, error });
  return (
    <FieldShell label={label} subLabel={subLabel} bottomLabel={bottomLabel} error={error} ids={ids}>
      <input
        type="text"
        {...rest}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses, borderFor(error), className)}
      />
    </FieldShell>
  );
}
