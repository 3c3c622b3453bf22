import { zodResolver } from '@hookform/resolvers/zod';
import { pinSetupBody } from '@owo/contract/profile';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { failureMessage } from '#lib/api/api-error';
import { useSetupPin } from '#lib/session/setup-pin';
import { NewPinFields } from '#ui/pin-field';
import { SubmitButton } from '#ui/submit-button';
import { PROFILE_NETWORK_MESSAGE, profileSuccessMessages } from './profile-messages';

type SetPinInput = z.input<typeof pinSetupBody>;
type SetPin = z.output<typeof pinSetupBody>;

/** For a customer who left signup before the PIN steps. */
export function SetPinForm() {
  const setup = useSetupPin();
  const form = useForm<SetPinInput, unknown, SetPin>({
    resolver: zodResolver(pinSetupBody),
    defaultValues: { pin: '', confirm_pin: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    setup.mutate(
      { pin: body.pin, confirm_pin: String(body.confirm_pin) },
      {
        onSuccess: () => toast.success(profileSuccessMessages.pinSet),
        onError: (error) => toast.error(failureMessage(error, PROFILE_NETWORK_MESSAGE)),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="set-pin-heading" className="flex flex-col gap-4">
      <h2 id="set-pin-heading" className="text-lg font-bold text-ink">
        Set Transaction Pin
      </h2>
      <NewPinFields
        pin={form.register('pin')}
        confirmation={form.register('confirm_pin')}
        errors={{ pin: errors.pin?.message, confirmation: errors.confirm_pin?.message }}
      />
      <SubmitButton size="small" isLoading={setup.isPending} className="self-start">
        Set PIN
      </SubmitButton>
    </form>
  );
}
