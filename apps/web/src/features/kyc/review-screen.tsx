import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { BackButton } from '#ui/back-button';
import { SubmitButton } from '#ui/submit-button';

type ReviewScreenProps = { onBack: () => void; onDone: () => void };

/** KYC in Review. */
export function ReviewScreen({ onBack, onDone }: ReviewScreenProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="flex flex-col gap-5">
      <BackButton onClick={onBack} />
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-accent-light text-3xl"
        >
          ⏳
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
