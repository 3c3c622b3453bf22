import { pinUpdateBody } from '@owo/contract/profile';
import type { z } from 'zod';
import { ForgotPinLink } from '#ui/forgot-pin-link';
import { NewPinFields, PinField } from '#ui/pin-field';
import { SubmitButton } from '#ui/submit-button';
import { useUpdatePin } from './api/update-pin';
import { profileSuccessMessages } from './profile-messages';
import { useProfileForm } from './use-profile-form';

type PinFormInput = z.input<typeof pinUpdateBody>;
const empty: PinFormInput = { current_pin: '', pin: '', confirm_pin: '' };

export function ChangePinForm() {
  const update = useUpdatePin();
  const { form, onSubmit } = useProfileForm(pinUpdateBody, update, empty, profileSuccessMessages.pinUpdated);
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="pin-heading" className="flex flex-col gap-4">
      <h2 id="pin-heading" className="text-lg font-bold text-ink">
        Change transaction PIN
      </h2>
      <PinField label="Current PIN" error={errors.current_pin?.message} {...form.register('current_pin')} />
      <NewPinFields
        label="New PIN"
        pin={form.register('pin')}
        confirmation={form.register('confirm_pin')}
        errors={{ pin: errors.pin?.message, confirmation: errors.confirm_pin?.message }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton size="small" isLoading={update.isPending}>
          Update PIN
        </SubmitButton>
        <ForgotPinLink />
      </div>
    </form>
  );
}
