import type { User } from '@owo/contract/user';
import { Link } from 'react-router';
import { buttonClasses } from '#ui/button-styles';
import { useKycPopup } from './kyc-popup';

/** The dashboard's reminder until KYC is verified. */
export function KycPrompt({ user }: { user: Pick<User, 'kyc_status'> }) {
  const notice = useKycPopup();
  if (user.kyc_status === 'verified') return null;
  if (user.kyc_status === 'in_review') {
    // The review notice above says it already; and the prompt leaving when the review ends would move the
    // whole dashboard up under the customer's eyes.
    if (notice) return null;
    return (
      <section aria-labelledby="kyc-prompt" className="rounded-xl bg-accent-light p-4">
        <h2 id="kyc-prompt" className="font-bold text-accent-ink">
          Identity verification in review
        </h2>
        <p className="mt-1 text-sm text-accent-ink">We will notify you once you are verified.</p>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="kyc-prompt"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-accent-light p-4"
    >
      <div>
        <h2 id="kyc-prompt" className="font-bold text-accent-ink">
          {user.kyc_status === 'rejected' ? 'Your verification was not approved' : 'Verify your identity'}
        </h2>
        <p className="mt-1 text-sm text-accent-ink">
          Complete KYC to raise your limits and use USD and cards.
        </p>
      </div>
      <Link to="/kyc" className={buttonClasses('orange', 'small')}>
        Complete KYC
      </Link>
    </section>
  );
}
