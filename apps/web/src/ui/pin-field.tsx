import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TextInputProps } from './text-input';
import { TextInput } from './text-input';

export type PinFieldProps = Omit<TextInputProps, 'type' | 'inputMode' | 'maxLength' | 'label'> & {
  label?: string;
};

/**
 * The 4-digit transaction PIN as one hidden box, for forms with other fields (profile PIN forms, card
 * funding and reveal). The send and signup steps, where the PIN is the whole step, use `PinCodeField`.
 */
export function PinField({ label = 'Transaction PIN', ...props }: PinFieldProps) {
  return (
    <TextInput
      label={label}
      type="password"
      inputMode="numeric"
      maxLength={4}
      autoComplete="off"
      {...props}
    />
  );
}

interface NewPinFieldsProps {
  pin: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { pin?: string; confirmation?: string };
  /** "PIN" when setting it, "New PIN" when changing it; the confirmation reads "Confirm <label>". */
  label?: string;
}

/** A new transaction PIN and its confirmation, as two hidden boxes (the profile's set and change forms). */
export function NewPinFields({ pin, confirmation, errors, label = 'PIN' }: NewPinFieldsProps) {
  return (
    <>
      <PinField label={label} error={errors.pin} {...pin} />
      <PinField label={`Confirm ${label}`} error={errors.confirmation} {...confirmation} />
    </>
  );
}
