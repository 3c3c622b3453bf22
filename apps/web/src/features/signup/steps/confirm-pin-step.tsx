import { zodResolver } from '@hookform/resolvers/zod';
import { pinSetupBody } from '@owo/contract/profile';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { signupNetworkMessages } from '#features/signup/signup-messages';
import type { SignupAction } from '#features/signup/signup-reducer';
import { failureMessage, isApiError } from '#lib/api/api-error';
import { useSetupPin } from '#lib/session/setup-pin';
import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { BackButton } from '#ui/back-button';
import { PinCodeField } from '#ui/pin-code-field';
import { SubmitButton } from '#ui/submit-button';

type ConfirmInput = z.input<typeof pinSetupBody>;
type ConfirmForm = z.output<typeof pinSetupBody>;

type ConfirmPinStepProps = {
  pin: string;
  dispatch: (action: SignupAction) => void;
  /** Instead of the dashboard (a team invitation's page, where the new member joins). */
  next?: string | null;
};

/** Step 6: the PIN again; on success the dashboard (or `next`) and the toast Welcome. */
export function ConfirmPinStep({ pin, dispatch, next = null }: ConfirmPinStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const navigate = useNavigate();
  const setupPin = useSetupPin();
  const form = useForm<ConfirmInput, unknown, ConfirmForm>({
    resolver: zodResolver(pinSetupBody),
    defaultValues: { pin, confirm_pin: '' },
  });

  const onSubmit = form.handleSubmit((body) =>
    setupPin.mutate(
      { pin: body.pin, confirm_pin: String(body.confirm_pin) },
      {
        onSuccess: () => {
          toast.success('Welcome');
          navigate(next ?? '/dashboard', { replace: true });
        },
        onError: (error) => {
          // The account exists but the session is gone: the "Registration completed" screen.
          if (isApiError(error) && error.httpStatus === 401) return dispatch({ type: 'sessionLost' });
          toast.error(failureMessage(error, signupNetworkMessages.pin));
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div>
        <BackButton onClick={() => dispatch({ type: 'back' })} />
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
          Confirm Transaction Pin
        </h1>
        <p className="mt-1 text-muted">Re-enter your 4-digit PIN.</p>
      </div>
      <PinCodeField control={form.control} name="confirm_pin" label="Confirm transaction PIN" />
      <SubmitButton isLoading={setupPin.isPending}>Confirm</SubmitButton>
    </form>
  );
}
