import { lagosDay } from '@owo/contract/lagos-time';
import { referralTerms } from '@owo/contract/referrals';
import { CopyButton } from '#ui/copy-button';
import { Spinner } from '#ui/spinner';
import { ShareIcon } from '#ui/wallet-icons';
import { useReferrals } from './api/get-referrals';

/** `/refer`: the referral code and link to share, and who joined with them. */
export function ReferScreen() {
  const { data, isPending, isError } = useReferrals();
  return (
    <section aria-labelledby="refer-heading" className="flex flex-col gap-5">
      <h1 id="refer-heading" className="text-2xl font-bold text-ink">
        Refer a friend
      </h1>
      {isPending ? <Spinner label="Loading referrals" className="size-8 text-brand" /> : null}
      {isError ? <p className="text-danger">We could not load your referrals.</p> : null}
      {data ? (
        <>
          <div className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <div>
              <h2 className="text-lg font-bold text-ink">{referralTerms.headline}</h2>
              <p className="text-muted" data-testid="referral-reward">
                {referralTerms.reward}
              </p>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="text-sm text-muted">Your code</p>
                <p className="text-2xl font-extrabold tracking-widest text-ink" data-testid="referral-code">
                  {data.code}
                </p>
              </div>
              <CopyButton text={data.code} label="referral code" className="text-brand" />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm text-muted">Your link</p>
                <p className="font-semibold break-all text-ink">{data.link}</p>
              </div>
              <div className="flex gap-2">
                <CopyButton text={data.link} label="referral link" className="text-brand" />
                {typeof navigator !== 'undefined' && typeof navigator.share === 'function' ? (
                  <button
                    type="button"
                    onClick={() =>
                      navigator
                        .share({
                          title: 'Join me on Owo',
                          text: `Sign up to Owo with my code ${data.code}`,
                          url: data.link,
                        })
                        .catch(() => {
                          // The customer closed the share sheet.
                        })
                    }
                    className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand ring-1 ring-current"
                  >
                    <ShareIcon className="size-4" />
                    Share
                  </button>
                ) : null}
              </div>
            </div>
          </div>
          <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <h2 className="text-lg font-bold text-ink">People you referred ({data.total})</h2>
            {data.referrals.length === 0 ? (
              <p className="py-3 text-muted">Nobody yet.</p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {data.referrals.map((referral) => (
                  <li
                    key={`${referral.name}-${referral.joined_at}`}
                    className="flex justify-between gap-3 py-3"
                  >
                    <span className="font-semibold text-ink">{referral.name}</span>
                    <span className="text-sm text-muted">
                      {lagosDay(referral.joined_at)}
                      {referral.has_kyc ? ' · verified' : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
