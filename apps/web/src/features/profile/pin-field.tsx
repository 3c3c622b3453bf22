import type { TextInputProps } from '#ui/text-input';
import { TextInput } from '#ui/text-input';

/** A hidden 4-digit PIN box for the profile forms. */
export function PinField(props: Omit<TextInputProps, 'type' | 'inputMode' | 'maxLength'>) {
  return <TextInput type="password" inputMode="numeric" maxLength={4} autoComplete="off" {...props} />;
}
