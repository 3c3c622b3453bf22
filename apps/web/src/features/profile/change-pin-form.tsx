import { pinUpdateBody } from '@owo/contract/profile';
import type { z } from 'zod';
import { SubmitButton } from '#ui/submit-button';
import { useUpdatePin } from './api/update-pin';
import { PinField } from './pin-field';
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
      <PinField label="New PIN" error={errors.pin?.message} {...form.register('pin')} />
      <PinField
        label="Confirm New PIN"
        error={errors.confirm_pin?.message}
        {...form.register('confirm_pin')}
      />
      <SubmitButton size="small" isLoading={update.isPending} className="self-start">
        Update PIN
      </SubmitButton>
    </form>
  );
}
