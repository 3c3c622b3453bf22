import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import { hmac, randomDigits, safeEqualHex } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { findUserByPhone } from '#modules/users/users-repository.ts';
import {
  findSignupByPhone,
  lockSignupByPhone,
  markVerified,
  recordWrongOtp,
  type SignupRow,
  spendOtp,
  storeOtp,
} from './signup-repository.ts';

// OTPs: 4 digits, hashed, valid 10 minutes, 5 wrong tries lock the code, resend after 60 s.
export const OTP = { length: 4, ttlMs: 10 * 60_000, maxAttempts: 5, resendAfterMs: 60_000 } as const;
// Per phone: at most this many codes an hour, so nobody can spray a number with texts.
const OTP_SENDS_PER_HOUR = 6;

const otpHash = (deps: Deps, phone: string, code: string) => hmac(deps.config.otpSecret, `${phone}:${code}`);

/** Texts a new code to the signup row's phone (signup, a new device's login, unfreezing). */
export async function sendOtp(deps: Deps, q: Parameters<Deps['rails']['sms']['send']>[0], signup: SignupRow) {
  await rateLimit(q, `otp-send:${signup.phone}`, OTP_SENDS_PER_HOUR, 3_600_000);
  const code = randomDigits(OTP.length);
  await storeOtp(q, signup.id, otpHash(deps, signup.phone, code), OTP.ttlMs);
  const body = `Your ${deps.config.brandName} verification code is ${code}. It expires in 10 minutes. Never share it.`;
  await deps.rails.sms.send(q, signup.phone, body);
}

export async function initializeSignup(deps: Deps, phone: string) {
  return deps.db.tx(async (q) => {
    if (await findUserByPhone(q, phone))
      throw new AppError('conflict', errors.phoneTaken, { phone: errors.phoneTaken });
    const signup = await lockSignupByPhone(q, phone);
    if (signup.verified_at) return { step: 'complete' as const, uuid: signup.uuid };
    const recentlySent = signup.otp_sent_at && Date.now() - signup.otp_sent_at.getTime() < OTP.resendAfterMs;
    // A repeated tap within the resend window keeps the code already on its way instead of sending another.
    if (!recentlySent || signup.otp_attempts >= OTP.maxAttempts) {
      if (recentlySent) throw resendTooSoon(signup);
      await sendOtp(deps, q, signup);
    }
    return { step: 'verify' as const, uuid: signup.uuid };
  });
}

function resendTooSoon(signup: SignupRow) {
  const waitMs = OTP.resendAfterMs - (Date.now() - (signup.otp_sent_at?.getTime() ?? 0));
  return new AppError('rate_limited', errors.otpResendTooSoon, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
}

export async function resendOtp(deps: Deps, phone: string) {
  return deps.db.tx(async (q) => {
    if (await findUserByPhone(q, phone))
      throw new AppError('conflict', errors.phoneTaken, { phone: errors.phoneTaken });
    const signup = await findSignupByPhone(q, phone);
    if (!signup) throw new AppError('not_found', errors.signupNotFound);
    if (signup.verified_at) throw new AppError('conflict', 'This phone number is already verified.');
    if (signup.otp_sent_at && Date.now() - signup.otp_sent_at.getTime() < OTP.resendAfterMs) {
      throw resendTooSoon(signup);
    }
    await sendOtp(deps, q, signup);
    return { uuid: signup.uuid, resend_after_seconds: OTP.resendAfterMs / 1000 };
  });
}

type VerifyOutcome = { ok: true; uuid: string } | { ok: false; error: AppError };

/** Checks a code. A wrong code's attempt is committed before the error is thrown, so it always counts. */
export async function verifyOtp(deps: Deps, phone: string, code: string) {
  const outcome = await deps.db.tx(async (q): Promise<VerifyOutcome> => {
    const signup = await findSignupByPhone(q, phone);
    if (!signup) return { ok: false, error: new AppError('not_found', errors.signupNotFound) };
    if (signup.verified_at) return { ok: true, uuid: signup.uuid };
    if (!signup.otp_hash || !signup.otp_expires_at) {
      return { ok: false, error: new AppError('not_found', errors.signupNotFound) };
    }
    const error = await checkOtp(deps, q, signup, code);
    if (error) return { ok: false, error };
    await markVerified(q, signup.id);
    return { ok: true, uuid: signup.uuid };
  });
  if (!outcome.ok) throw outcome.error;
  return { uuid: outcome.uuid };
}

/**
 * Checks a code against the phone's row: null when right; else the error, a wrong code's attempt recorded in the
 * caller's transaction (the caller commits it before throwing). Five wrong codes lock the code, whatever the
 * code was sent for (signup, a new device, unfreezing).
 */
export async function checkOtp(
  deps: Deps,
  q: Parameters<Deps['rails']['sms']['send']>[0],
  signup: SignupRow,
  code: string,
): Promise<AppError | null> {
  if (!signup.otp_hash || !signup.otp_expires_at) {
    return new AppError('unprocessable', errors.otpExpired, { otp: errors.otpExpired });
  }
  if (signup.otp_attempts >= OTP.maxAttempts) return new AppError('locked', errors.otpLocked);
  if (signup.otp_expires_at.getTime() <= Date.now()) {
    return new AppError('unprocessable', errors.otpExpired, { otp: errors.otpExpired });
  }
  if (!safeEqualHex(signup.otp_hash, otpHash(deps, signup.phone, code))) {
    const attempts = await recordWrongOtp(q, signup.id);
    return attempts >= OTP.maxAttempts
      ? new AppError('locked', errors.otpLocked)
      : new AppError('invalid', errors.otpInvalid, { otp: errors.otpInvalid });
  }
  return null;
}

/**
 * Sends a code for a signed-in step (a new device's login, unfreezing) to the customer's phone, keeping a
 * code already on its way within the resend window.
 */
export async function sendStepOtp(deps: Deps, q: Parameters<Deps['rails']['sms']['send']>[0], phone: string) {
  const signup = await lockSignupByPhone(q, phone);
  const recentlySent =
    signup.otp_hash && signup.otp_sent_at && Date.now() - signup.otp_sent_at.getTime() < OTP.resendAfterMs;
  if (recentlySent && signup.otp_attempts < OTP.maxAttempts) return;
  if (recentlySent) throw resendTooSoon(signup);
  await sendOtp(deps, q, signup);
}

/** Checks a code for a signed-in step; a right code is spent. */
export async function checkStepOtp(
  deps: Deps,
  q: Parameters<Deps['rails']['sms']['send']>[0],
  phone: string,
  code: string,
): Promise<AppError | null> {
  const signup = await lockSignupByPhone(q, phone);
  const error = await checkOtp(deps, q, signup, code);
  if (!error) await spendOtp(q, signup.id);
  return error;
}
