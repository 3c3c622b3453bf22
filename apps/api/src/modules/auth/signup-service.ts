import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import { hmac, sha256 } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import { CODE_RULES, checkCode, sendCode, signupBinding } from '#modules/codes/codes-service.ts';
import { findUserByPhone } from '#records/users-repository.ts';
import { findSignupByPhone, lockSignupByPhone, markVerified, type SignupRow } from './signup-repository.ts';

// Signup's code is the spec's 4 digits; it is issued and checked with every other code (modules/codes/).

/**
 * A verified signup is finished by whoever entered its code (decision 040). The verify call answers a completion
 * credential (the reply's `uuid`, which POST /auth/signup/{uuid}/complete takes), good for this long after the
 * code was entered. The signup's own uuid, which initialize answers before any code, finishes nothing.
 */
export const SIGNUP_RULES = { completeWithinMs: 30 * 60_000 };

/**
 * The credential that finishes a verified signup: an HMAC of the signup and the moment its code was entered, in
 * the shape of a UUID (122 bits of it), so that the spec's `{uuid}` carries it. Derived rather than random, so a
 * repeated tap from the verifying device is answered the same credential; the database keeps only its hash.
 */
function completionToken(deps: Deps, signupUuid: string, verifiedAt: Date): string {
  const h = hmac(deps.config.otpSecret, `signup-complete:${signupUuid}:${verifiedAt.getTime()}`);
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The hash a completion credential is kept and found by. */
export const completionHash = (token: string) => sha256(`signup-complete:${token}`);

/** Whether a completion credential issued at `verifiedAt` may still finish its signup. */
export const completionLive = (verifiedAt: Date) =>
  Date.now() - verifiedAt.getTime() < SIGNUP_RULES.completeWithinMs;

/** The credential again, for the device that entered the code, while it is live; otherwise null. */
function resumeFor(deps: Deps, signup: SignupRow, deviceHash: string | null): string | null {
  if (!signup.verified_at || !completionLive(signup.verified_at)) return null;
  if (deviceHash === null || signup.verified_device !== deviceHash) return null;
  return completionToken(deps, signup.uuid, signup.verified_at);
}

const signupCode = (signup: SignupRow) => ({
  phone: signup.phone,
  purpose: 'signup' as const,
  binding: signupBinding(signup.uuid),
});

/**
 * Starts (or resumes) a phone's signup. The device that entered the code, within the credential's life, is told
 * step "complete" with its credential; anyone else, or that device later, is texted a code (step "verify").
 */
export async function initializeSignup(deps: Deps, phone: string, deviceHash: string | null) {
  return deps.db.tx(async (q) => {
    if (await findUserByPhone(q, phone))
      throw new AppError('conflict', errors.phoneTaken, { phone: errors.phoneTaken });
    const signup = await lockSignupByPhone(q, phone);
    const resumed = resumeFor(deps, signup, deviceHash);
    if (resumed) return { step: 'complete' as const, uuid: resumed };
    // A repeated tap within the resend window keeps the code already on its way instead of sending another.
    await sendCode(deps, q, signupCode(signup), 'keep');
    return { step: 'verify' as const, uuid: signup.uuid };
  });
}

export async function resendOtp(deps: Deps, phone: string) {
  return deps.db.tx(async (q) => {
    if (await findUserByPhone(q, phone))
      throw new AppError('conflict', errors.phoneTaken, { phone: errors.phoneTaken });
    const signup = await findSignupByPhone(q, phone);
    if (!signup) throw new AppError('not_found', errors.signupNotFound);
    await sendCode(deps, q, signupCode(signup), 'resend');
    return { uuid: signup.uuid, resend_after_seconds: CODE_RULES.resendAfterMs / 1000 };
  });
}

type VerifyOutcome = { ok: true; uuid: string } | { ok: false; error: AppError };

/**
 * Checks a code and answers the credential that finishes the signup, for this device. A repeated tap from the
 * device that entered it is answered the same credential; anyone else needs the code (a spent code is refused).
 * A wrong code's attempt is committed before the error is thrown, so it always counts.
 */
export async function verifyOtp(deps: Deps, phone: string, code: string, deviceHash: string | null) {
  const outcome = await deps.db.tx(async (q): Promise<VerifyOutcome> => {
    const signup = await findSignupByPhone(q, phone);
    if (!signup) return { ok: false, error: new AppError('not_found', errors.signupNotFound) };
    const resumed = resumeFor(deps, signup, deviceHash);
    if (resumed) return { ok: true, uuid: resumed };
    const error = await checkCode(deps, q, signupCode(signup), code);
    if (error) return { ok: false, error };
    const verifiedAt = new Date();
    const token = completionToken(deps, signup.uuid, verifiedAt);
    await markVerified(q, signup.id, verifiedAt, deviceHash, completionHash(token));
    return { ok: true, uuid: token };
  });
  if (!outcome.ok) throw outcome.error;
  return { uuid: outcome.uuid };
}
