import { maskPhone } from '@owo/contract/phone-format';
import type { Deps } from '#app-types';
import { displayName } from '#records/user-view.ts';
import { findUserById } from '#records/users-repository.ts';
import { listReferred } from './referrals-repository.ts';

/** The customer's code, their sign-up link, and who joined with it (named once KYC gave a name). */
export async function referralsOf(deps: Deps, userId: bigint, origin: string = deps.config.publicUrl) {
  const user = (await findUserById(deps.db, userId))!;
  const { total, rows } = await listReferred(deps.db, userId);
  return {
    code: user.referral_code,
    link: `${origin}/signup?ref=${encodeURIComponent(user.referral_code)}`,
    total,
    referrals: rows.map((r) => ({
      name: displayName(r) ?? maskPhone(r.phone),
      joined_at: r.created_at.toISOString(),
      has_kyc: r.kyc_status === 'in_review' || r.kyc_status === 'verified',
    })),
  };
}
