import { CODE_RESEND_AFTER_MS } from '@owo/contract/codes';
import toast from 'react-hot-toast';
import { useResendOtp } from '#features/signup/api/resend-otp';
import { signupNetworkMessages } from '#features/signup/signup-messages';
import { formatClock, useCountdown } from '#features/signup/use-countdown';
import { failureMessage } from '#lib/api/api-error';

/** A countdown from 1:00; at 0:00 the Resend link appears. */
export function ResendCode({ phone }: { phone: string }) {
  const { remaining, restart } = useCountdown(CODE_RESEND_AFTER_MS / 1_000);
  const resend = useResendOtp();

  const onResend = () =>
    resend.mutate(phone, {
      onSuccess: () => {
        toast.success('otp resent');
        restart();
      },
      onError: (error) => toast.error(failureMessage(error, signupNetworkMessages.resend)),
    });

  return (
    <p className="text-center text-sm text-muted">
      {remaining > 0 ? (
        <>
          Resend code in{' '}
          <span role="timer" className="font-semibold text-ink tabular-nums">
            {formatClock(remaining)}
          </span>
        </>
      ) : (
        <>
          Didn't get the code?{' '}
          <button
            type="button"
            onClick={onResend}
            disabled={resend.isPending}
            className="min-h-11 font-semibold text-brand underline disabled:opacity-60"
          >
            Resend
          </button>
        </>
      )}
    </p>
  );
}
