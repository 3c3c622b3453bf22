import { zodResolver } from '@hookform/resolvers/zod';
import { signupVerifyBody } from '@owo/contract/auth';
import { SIGNUP_CODE_LENGTH } from '@owo/contract/codes';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { useVerifySignup } from '#features/signup/api/verify-signup';
import { signupNetworkMessages } from '#features/signup/signup-messages';
import type { SignupAction } from '#features/signup/signup-reducer';
import { failureMessage, isApiError } from '#lib/api/api-error';
import { showFieldErrors } from '#lib/form-errors';
import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { BackButton } from '#ui/back-button';
import { VerificationCodeField } from '#ui/pin-code-field';
import { SubmitButton } from '#ui/submit-button';
import { ResendCode } from './resend-code';

const codeFormSchema = z.object({ otp: signupVerifyBody.shape.otp });
type CodeFormInput = z.input<typeof codeFormSchema>;
type CodeForm = z.output<typeof codeFormSchema>;

type VerifyStepProps = { phone: string; dispatch: (action: SignupAction) => void };

/** Step 2: the spec's 4-digit code, with Change / Go back to the phone and the resend countdown. */
export function VerifyStep({ phone, dispatch }: VerifyStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const verify = useVerifySignup();
  const form = useForm<CodeFormInput, unknown, CodeForm>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { otp: '' },
  });
  const changePhone = () => dispatch({ type: 'changePhone' });

  const onSubmit = form.handleSubmit(({ otp }) =>
    verify.mutate(
      { phone, otp },
      {
        onSuccess: (data) => dispatch({ type: 'verified', uuid: data.uuid }),
        onError: (error) => {
          // A refused code shows once, under the code boxes; only other failures are toasts (one at a time).
          showFieldErrors(error, form.setError, ['otp']);
          if (!(isApiError(error) && error.fields.otp)) {
            toast.error(failureMessage(error, signupNetworkMessages.verify), { id: 'otp-error' });
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div>
        <BackButton onClick={changePhone} />
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
          Phone Number Verification
        </h1>
        <p className="mt-1 text-muted">
          Enter the {SIGNUP_CODE_LENGTH}-digit code sent to{' '}
          <span className="font-semibold text-ink">{phone}</span>.{' '}
          <button type="button" onClick={changePhone} className="font-semibold text-brand underline">
            Change
          </button>
        </p>
      </div>
      <VerificationCodeField control={form.control} name="otp" length={SIGNUP_CODE_LENGTH} />
      <SubmitButton isLoading={verify.isPending}>Confirm</SubmitButton>
      <ResendCode phone={phone} />
    </form>
  );
}
