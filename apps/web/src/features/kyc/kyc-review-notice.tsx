import type { User } from '@owo/contract/user';
import { cn } from '#lib/cn';
import { CloseIcon } from '#ui/icons';
import { KYC_OUTCOME } from './kyc-outcome';
import { setKycPopup, useKycPopup } from './kyc-popup';

/**
 * The popup the dashboard shows after "Okay, Go to Dashboard", until it is closed. When the review ends while
 * it shows, it says so (the profile is refreshed by the event stream, or asked again while in review).
 */
export function KycReviewNotice({ user }: { user: Pick<User, 'kyc_status'> }) {
  const isOn = useKycPopup();
  if (!isOn || user.kyc_status === 'none') return null;
  const ended = user.kyc_status === 'verified' || user.kyc_status === 'rejected' ? user.kyc_status : null;
  return (
    <div
      role="status"
      className="flex items-start justify-between gap-3 rounded-xl bg-brand-light p-4 text-ink"
    >
      {/* When the review ends, its outcome takes the in-review text's place, and the box keeps that text's
          height (hidden beneath), so what is below the notice does not move up while the customer reads. */}
      <div className="grid">
        <p className={cn('col-start-1 row-start-1', ended && 'invisible')}>
          <span className="font-bold">KYC in Review. </span>
          Your information and documents are under review. We will notify you once you are verified.
        </p>
        {ended ? (
          <p className="col-start-1 row-start-1">
            <span className="font-bold">{KYC_OUTCOME[ended].title}. </span>
            {KYC_OUTCOME[ended].text}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => setKycPopup(false)}
        className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-brand/10"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
