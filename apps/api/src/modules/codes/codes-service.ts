import { CODE_RESEND_AFTER_MS, type CodePurpose, codeLengthOf, codeSms } from '@owo/contract/codes';
import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { hmac, randomDigits, safeEqualHex } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { type CodeRow, lockCode, recordWrongCode, spendCode, storeCode } from './codes-repository.ts';

// The one home of every code texted to a customer's phone: the signup's (4 digits, the spec's), a new device's
// login, a login after wrong passwords, Forgot PIN and unfreezing (6 digits). Each is valid 10 minutes, 5 wrong
// tries lock it, and it is bound to its purpose and to the request that asked for it (docs/decisions/014).

export const CODE_RULES = {
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  /** A repeated tap within this keeps the code already on its way; an explicit resend must wait it out. */
  resendAfterMs: CODE_RESEND_AFTER_MS,
  /** Per phone, whatever the purpose: nobody can spray a number with texts. */
  sendsPerHour: 6,
  /**
   * And per day: with 5 tries a code, at most 50 guesses a day at a phone's codes (0.5 % of a 4-digit signup
   * code's 10,000), where 6 an hour alone allowed 720 (7 % a day against a number not yet signed up).
   */
  sendsPerDay: 10,
} as const;

/** Whom a code is for, what for, and which request asked for it. */
export interface CodeTarget {
  phone: string;
  purpose: CodePurpose;
  /** The request that asked for it: the signup, the device logging in, the signed-in session (see binding*). */
  binding: string;
}

export const signupBinding = (signupUuid: string) => `signup:${signupUuid}`;
/** A login's code belongs to the device that asked for it (a client without X-Device-Id is one device). */
export const deviceBinding = (deviceHash: string | null) => `device:${deviceHash ?? 'none'}`;
/** A signed-in step's code (Forgot PIN, unfreezing) belongs to the session that asked for it. */
export const sessionBinding = (sessionId: bigint) => `session:${sessionId}`;

// The purpose and the binding are part of what is hashed: a code is right only for what it was sent for.
const codeHash = (deps: Deps, t: CodeTarget, code: string) =>
  hmac(deps.config.otpSecret, `${t.purpose}:${t.binding}:${t.phone}:${code}`);

export function resendTooSoon(sentAt: Date) {
  const waitMs = CODE_RULES.resendAfterMs - (Date.now() - sentAt.getTime());
  return new AppError('rate_limited', errors.otpResendTooSoon, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
}

const sentRecently = (row: CodeRow | null, t: CodeTarget): row is CodeRow =>
  row !== null &&
  row.spent_at === null &&
  row.binding === t.binding &&
  Date.now() - row.sent_at.getTime() < CODE_RULES.resendAfterMs;

/**
 * Texts a new code for `target`, replacing the phone's earlier code for that purpose. `keep` (a repeated tap):
 * a code this same request was sent less than 60 s ago, and not locked, stays the one on its way; `resend` (the
 * customer asked for another): within those 60 s, 429. At most 6 codes an hour and 10 a day per phone (429).
 */
export async function sendCode(
  deps: Deps,
  q: Queryable,
  target: CodeTarget,
  mode: 'keep' | 'resend' = 'keep',
) {
  const row = await lockCode(q, target.phone, target.purpose);
  if (sentRecently(row, target)) {
    if (mode === 'keep' && row.attempts < CODE_RULES.maxAttempts) return;
    throw resendTooSoon(row.sent_at);
  }
  await rateLimit(q, `otp-send:${target.phone}`, CODE_RULES.sendsPerHour, 3_600_000);
  await rateLimit(q, `otp-send-day:${target.phone}`, CODE_RULES.sendsPerDay, 86_400_000);
  const code = randomDigits(codeLengthOf(target.purpose));
  await storeCode(q, { ...target, codeHash: codeHash(deps, target, code), ttlMs: CODE_RULES.ttlMs });
  const text = codeSms(deps.config.brandName, target.purpose, code, CODE_RULES.ttlMs / 60_000);
  await deps.rails.sms.send(q, target.phone, text);
}

/** When the code was last sent for `target`'s phone and purpose (null: never). */
export async function codeSentAt(q: Queryable, target: Pick<CodeTarget, 'phone' | 'purpose'>) {
  return (await lockCode(q, target.phone, target.purpose))?.sent_at ?? null;
}

const invalid = () => new AppError('invalid', errors.otpInvalid, { otp: errors.otpInvalid });
const expired = () => new AppError('unprocessable', errors.otpExpired, { otp: errors.otpExpired });

/**
 * Checks a code for `target`: null when it is right, and then it is spent; else the error. A wrong code's try
 * is recorded in the caller's transaction (the caller commits, then throws), and the fifth locks the code.
 * `accept` false: the code is right but the caller refuses the request it came with (a wrong password beside
 * it), so it is not spent and the request counts as a wrong try (the caller answers its own error).
 * A code that another request asked for is simply not this request's: wrong, and its try not counted on that
 * request's code (nobody can lock the owner's code by guessing from elsewhere).
 */
export async function checkCode(
  deps: Deps,
  q: Queryable,
  target: CodeTarget,
  code: string,
  accept = true,
): Promise<AppError | null> {
  const row = await lockCode(q, target.phone, target.purpose);
  if (!row || row.spent_at !== null) return expired();
  if (row.binding !== target.binding) return invalid();
  if (row.attempts >= CODE_RULES.maxAttempts) return new AppError('locked', errors.otpLocked);
  if (row.expires_at.getTime() <= Date.now()) return expired();
  const right = safeEqualHex(row.code_hash, codeHash(deps, target, code));
  if (right && accept) {
    await spendCode(q, row.id);
    return null;
  }
  const attempts = await recordWrongCode(q, row.id);
  if (right) return null;
  return attempts >= CODE_RULES.maxAttempts ? new AppError('locked', errors.otpLocked) : invalid();
}
