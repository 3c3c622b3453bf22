import { zodResolver } from '@hookform/resolvers/zod';
import { signupInitializeBody } from '@owo/contract/auth';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { useInitializeSignup } from '#features/signup/api/initialize-signup';
import { PHONE_VERIFIED_MESSAGE, signupNetworkMessages } from '#features/signup/signup-messages';
import type { SignupAction } from '#features/signup/signup-reducer';
import { failureMessage } from '#lib/api/api-error';
import { showFieldErrors } from '#lib/form-errors';
import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';

const phoneFormSchema = z.object({ phone: signupInitializeBody.shape.phone });
type PhoneFormInput = z.input<typeof phoneFormSchema>;
type PhoneForm = z.output<typeof phoneFormSchema>;

type PhoneStepProps = { phone: string; prefill?: string | null; dispatch: (action: SignupAction) => void };

/** Step 1: a Nigerian phone number (NG only, no international option). */
export function PhoneStep({ phone, prefill = null, dispatch }: PhoneStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const initialize = useInitializeSignup();
  const form = useForm<PhoneFormInput, unknown, PhoneForm>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phone },
  });
  // Set after the first paint, not as a default: /signup is pre-rendered without the query.
  useEffect(() => {
    if (prefill && !form.getValues('phone')) form.setValue('phone', prefill);
  }, [prefill, form]);

  const onSubmit = form.handleSubmit(({ phone: normalised }) =>
    initialize.mutate(normalised, {
      onSuccess: (data) => {
        toast.success(data.step === 'verify' ? `otp sent to ${normalised}` : PHONE_VERIFIED_MESSAGE);
        dispatch({ type: 'phoneSubmitted', phone: normalised, uuid: data.uuid, next: data.step });
      },
      onError: (error) => {
        showFieldErrors(error, form.setError, ['phone']);
        toast.error(failureMessage(error, signupNetworkMessages.phone));
      },
    }),
  );

  // /signup is pre-rendered: a submit before its script runs must not put the number in the address.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
          Let's get Started
        </h1>
        <p className="mt-1 text-muted">Open your Owo wallet with your phone number.</p>
      </div>
      <TextInput
        label="Phone Number"
        subLabel="Nigeria (+234) only"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="0803 123 4567"
        error={form.formState.errors.phone?.message}
        {...form.register('phone')}
      />
      <p role="note" className="rounded-lg bg-accent-light p-3 text-sm text-accent-ink">
        This phone number must be linked to your BVN (Bank Verification Number).
      </p>
      <SubmitButton isLoading={initialize.isPending}>Send Verification Code</SubmitButton>
    </form>
  );
}
