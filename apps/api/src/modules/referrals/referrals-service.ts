import type { Deps } from '#app-types';
import { displayName } from '#records/user-view.ts';
import { findUserById } from '#records/users-repository.ts';
import { listReferred } from './referrals-repository.ts';

/** +2348031234567 → +234803****567: enough to recognise a friend, not enough to call a stranger. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return phone;
  return `${phone.slice(0, 7)}${'*'.repeat(Math.max(0, phone.length - 10))}${phone.slice(-3)}`;
}

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
