import { CloseIcon } from '#ui/icons';
import { setKycPopup, useKycPopup } from './kyc-popup';

/** The popup the dashboard shows after "Okay, Go to Dashboard", until it is closed. */
export function KycReviewNotice() {
  const isOn = useKycPopup();
  if (!isOn) return null;
  return (
    <div
      role="status"
      className="flex items-start justify-between gap-3 rounded-xl bg-brand-light p-4 text-ink"
    >
      <p>
        <span className="font-bold">KYC in Review. </span>
        Your information and documents are under review. We will notify you once you are verified.
      </p>
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
