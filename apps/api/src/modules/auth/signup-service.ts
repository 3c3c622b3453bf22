import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import { AppError } from '#lib/errors.ts';
import { CODE_RULES, checkCode, sendCode, signupBinding } from '#modules/codes/codes-service.ts';
import { findUserByPhone } from '#records/users-repository.ts';
import { findSignupByPhone, lockSignupByPhone, markVerified, type SignupRow } from './signup-repository.ts';

// Signup's code is the spec's 4 digits; it is issued and checked with every other code (modules/codes/).

const signupCode = (signup: SignupRow) => ({
  phone: signup.phone,
  purpose: 'signup' as const,
  binding: signupBinding(signup.uuid),
});

export async function initializeSignup(deps: Deps, phone: string) {
  return deps.db.tx(async (q) => {
    if (await findUserByPhone(q, phone))
      throw new AppError('conflict', errors.phoneTaken, { phone: errors.phoneTaken });
    const signup = await lockSignupByPhone(q, phone);
    if (signup.verified_at) return { step: 'complete' as const, uuid: signup.uuid };
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
    if (signup.verified_at) throw new AppError('conflict', 'This phone number is already verified.');
    await sendCode(deps, q, signupCode(signup), 'resend');
    return { uuid: signup.uuid, resend_after_seconds: CODE_RULES.resendAfterMs / 1000 };
  });
}

type VerifyOutcome = { ok: true; uuid: string } | { ok: false; error: AppError };

/** Checks a code. A wrong code's attempt is committed before the error is thrown, so it always counts. */
export async function verifyOtp(deps: Deps, phone: string, code: string) {
  const outcome = await deps.db.tx(async (q): Promise<VerifyOutcome> => {
    const signup = await findSignupByPhone(q, phone);
    if (!signup) return { ok: false, error: new AppError('not_found', errors.signupNotFound) };
    if (signup.verified_at) return { ok: true, uuid: signup.uuid };
    const error = await checkCode(deps, q, signupCode(signup), code);
    if (error) return { ok: false, error };
    await markVerified(q, signup.id);
    return { ok: true, uuid: signup.uuid };
  });
  if (!outcome.ok) throw outcome.error;
  return { uuid: outcome.uuid };
}
