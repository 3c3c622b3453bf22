import { zodResolver } from '@hookform/resolvers/zod';
import { signupCompleteBody } from '@owo/contract/auth';
import type { AccountType } from '@owo/contract/user';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { type SignupCompleteBody, useCompleteSignup } from '#features/signup/api/complete-signup';
import { signupNetworkMessages } from '#features/signup/signup-messages';
import type { SignupAction } from '#features/signup/signup-reducer';
import { failureMessage } from '#lib/api/api-error';
import { showFieldErrors } from '#lib/form-errors';
import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { BackButton } from '#ui/back-button';
import { NewPasswordFields } from '#ui/new-password-fields';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';

type FinalFormInput = z.input<typeof signupCompleteBody>;

type FinalStepProps = {
  uuid: string;
  accountType: AccountType;
  referralCode: string | null;
  dispatch: (action: SignupAction) => void;
};

/** Step 4: e-mail and password. The whole contract body is the form, so every rule is the API's own. */
export function FinalStep({ uuid, accountType, referralCode, dispatch }: FinalStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const complete = useCompleteSignup();
  const form = useForm<FinalFormInput, unknown, SignupCompleteBody>({
    resolver: zodResolver(signupCompleteBody),
    defaultValues: {
      email: '',
      password: '',
      password_confirmation: '',
      type: accountType,
      uuid,
      referral_code: referralCode,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    complete.mutate(body, {
      onSuccess: () => dispatch({ type: 'registered' }),
      onError: (error) => {
        showFieldErrors(error, form.setError, [
          'email',
          'password',
          'password_confirmation',
          'referral_code',
        ]);
        toast.error(failureMessage(error, signupNetworkMessages.complete));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div>
        <BackButton onClick={() => dispatch({ type: 'back' })} />
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
          Final Step
        </h1>
        <p className="mt-1 text-muted">Set up how you log in to your {accountType} account.</p>
      </div>
      <TextInput
        label="Email Address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <NewPasswordFields
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
      />
      {errors.referral_code ? (
        <p role="alert" className="text-sm text-danger">
          {errors.referral_code.message}
        </p>
      ) : null}
      <SubmitButton isLoading={complete.isPending}>Proceed</SubmitButton>
    </form>
  );
}
