import { zodResolver } from '@hookform/resolvers/zod';
import { pinSetupBody } from '@owo/contract/profile';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { SignupAction } from '#features/signup/signup-reducer';
import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { PinCodeField } from '#ui/pin-code-field';
import { SubmitButton } from '#ui/submit-button';

const pinFormSchema = z.object({ pin: pinSetupBody.shape.pin });
type PinFormInput = z.input<typeof pinFormSchema>;
type PinForm = z.output<typeof pinFormSchema>;

/** Step 5: the transaction PIN, 4 digits (else 'Enter Valid OTP'). */
export function PinStep({ dispatch }: { dispatch: (action: SignupAction) => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const form = useForm<PinFormInput, unknown, PinForm>({
    resolver: zodResolver(pinFormSchema),
    defaultValues: { pin: '' },
  });
  const onSubmit = form.handleSubmit(({ pin }) => dispatch({ type: 'pinEntered', pin }));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
          Set Transaction Pin
        </h1>
        <p className="mt-1 text-muted">Enter 4 digits. You will use this PIN to approve every transfer.</p>
      </div>
      <PinCodeField control={form.control} name="pin" />
      <SubmitButton>Proceed</SubmitButton>
    </form>
  );
}
