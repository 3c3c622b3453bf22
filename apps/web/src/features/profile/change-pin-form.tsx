import { zodResolver } from '@hookform/resolvers/zod';
import { pinUpdateBody } from '@owo/contract/profile';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { failureMessage } from '../../lib/api/api-error';
import { showFieldErrors } from '../../lib/form-errors';
import { SubmitButton } from '../../ui/submit-button';
import { type UpdatePinBody, useUpdatePin } from './api/update-pin';
import { PinField } from './pin-field';
import { PROFILE_NETWORK_MESSAGE } from './profile-messages';

type PinFormInput = z.input<typeof pinUpdateBody>;
const empty: PinFormInput = { current_pin: '', pin: '', confirm_pin: '' };

export function ChangePinForm() {
  const update = useUpdatePin();
  const form = useForm<PinFormInput, unknown, UpdatePinBody>({
    resolver: zodResolver(pinUpdateBody),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message);
        form.reset(empty);
      },
      onError: (error) => {
        showFieldErrors(error, form.setError, ['current_pin', 'pin', 'confirm_pin']);
        toast.error(failureMessage(error, PROFILE_NETWORK_MESSAGE));
      },
    }),
  );

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
