import { useState } from 'react';
import { cn } from '#lib/cn';
import { borderFor, controlClasses, FieldShell, useFieldIds } from './field';
import { EyeIcon, EyeOffIcon } from './icons';
import type { TextInputProps } from './text-input';

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

/** A password field with a show/hide toggle; forwards `ref` like TextInput. */
export function PasswordInput({
  label,
  subLabel,
  bottomLabel,
  error,
  id,
  className,
  ...rest
}: PasswordInputProps) {
  const [isShown, setIsShown] = useState(false);
  const ids = useFieldIds(id, { subLabel, bottomLabel, error });
  return (
    <FieldShell label={label} subLabel={subLabel} bottomLabel={bottomLabel} error={error} ids={ids}>
      <div className="relative">
        <input
          autoComplete="current-password"
          {...rest}
          type={isShown ? 'text' : 'password'}
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cn(controlClasses, 'pr-12', borderFor(error), className)}
        />
        <button
          type="button"
          onClick={() => setIsShown((shown) => !shown)}
          aria-label={isShown ? 'Hide password' : 'Show password'}
          aria-pressed={isShown}
          aria-controls={ids.controlId}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg text-muted hover:text-brand"
        >
          {isShown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldShell>
  );
}
