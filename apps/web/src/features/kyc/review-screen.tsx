import type { User } from '@owo/contract/user';
import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { BackButton } from '#ui/back-button';
import { Icon } from '#ui/icons';
import { SubmitButton } from '#ui/submit-button';
import { KYC_OUTCOME } from './kyc-outcome';

type ReviewScreenProps = { status: User['kyc_status']; onBack: () => void; onDone: () => void };

/**
 * KYC in Review, until the review ends: the profile is asked again while it is in review (get-profile.ts), and
 * the screen then says how it ended, without a reload.
 */
export function ReviewScreen({ status, onBack, onDone }: ReviewScreenProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  if (status === 'verified' || status === 'rejected') {
    const verified = status === 'verified';
    return (
      <div className="flex flex-col gap-5">
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <span
            aria-hidden="true"
            className={`flex size-16 items-center justify-center rounded-full ${verified ? 'bg-brand-light text-brand' : 'bg-red-50 text-danger'}`}
          >
            <Icon className="size-8">
              {verified ? <path d="m5 12 5 5L20 7" /> : <path d="M12 8v5M12 16h.01" />}
            </Icon>
          </span>
          <h1 className="text-2xl font-bold text-ink">{KYC_OUTCOME[status].title}</h1>
          <p className="text-muted">{KYC_OUTCOME[status].text}</p>
        </div>
        <SubmitButton type="button" onClick={onDone}>
          Okay, Go to Dashboard
        </SubmitButton>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <BackButton onClick={onBack} />
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-accent-light text-accent-ink"
        >
          {/* An hourglass, drawn: the emoji rendered as an empty box on some phones. */}
          <Icon className="size-8">
            <path d="M5 2h14M5 22h14M17 2v4.2a5 5 0 0 1-1.5 3.5L12 12l3.5 2.3a5 5 0 0 1 1.5 3.5V22M7 2v4.2a5 5 0 0 0 1.5 3.5L12 12l-3.5 2.3A5 5 0 0 0 7 17.8V22" />
          </Icon>
        </span>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
          KYC in Review
        </h1>
        <p className="text-muted">
          Your information and documents are under review. We will notify you once you are verified.
        </p>
      </div>
      <SubmitButton type="button" onClick={onDone}>
        Okay, Go to Dashboard
      </SubmitButton>
    </div>
  );
}
