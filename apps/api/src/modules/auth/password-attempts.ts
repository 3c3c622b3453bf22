import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { hmac } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import { type CodeTarget, sendCode } from '#modules/codes/codes-service.ts';
import { lockUser, type UserRow, updateUser } from '#records/users-repository.ts';
import { countUnknownFailure, takeUnknownFailures } from './unknown-logins-repository.ts';

// Wrong passwords never lock the owner out (docs/decisions/014). From the fifth wrong password in a row, a
// login (and Forgot PIN) needs the password and a code texted to the account's phone, until a request with
// both succeeds: the owner gets in, a guesser without the phone does not. While the step-up is in force, the
// answer never tells whether the password was right (only a right one gets a code texted), so guessing on
// teaches nothing. An identifier nobody registered counts its wrong passwords too and enters a step-up of its
// own, so the answers never tell whether an e-mail or phone is a customer's.

export const STEP_UP_AFTER_FAILURES = 5;

export type PasswordStanding =
  /** Five wrong passwords in a row: the password alone decides nothing; a code must come with it. */
  | { stepUp: true; user: UserRow }
  /** `right`: this password was right (the count is cleared); else it was counted. */
  | { stepUp: false; user: UserRow; right: boolean };

/**
 * Records a password attempt on the customer's row, locked so concurrent wrong passwords all count (a plain read
 * lets them overwrite each other). The caller commits before answering a wrong password's error.
 */
export async function passwordAttempt(
  q: Queryable,
  userId: bigint,
  passwordOk: boolean,
): Promise<PasswordStanding> {
  const user = await lockUser(q, userId);
  if (user.login_failed_attempts >= STEP_UP_AFTER_FAILURES) return { stepUp: true, user };
  if (!passwordOk) {
    await updateUser(q, userId, { login_failed_attempts: user.login_failed_attempts + 1 });
    return { stepUp: false, user, right: false };
  }
  if (user.login_failed_attempts > 0) await clearPasswordFailures(q, userId);
  return { stepUp: false, user, right: true };
}

/** Password and code were both right: the step-up ends. */
export async function clearPasswordFailures(q: Queryable, userId: bigint) {
  await updateUser(q, userId, { login_failed_attempts: 0, login_locked_until: null });
}

/**
 * Under the step-up, the first request (password, no code): a code is texted only when the password is right,
 * and the answer is the same either way. A refused send (the hourly budget, a resend too soon) is not told
 * either: the code already sent stays valid, and a 429 here would show that the password was right.
 */
export async function sendStepUpCode(deps: Deps, q: Queryable, target: CodeTarget, passwordOk: boolean) {
  if (!passwordOk) return;
  try {
    await sendCode(deps, q, target);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'rate_limited')) throw error;
  }
}

/** The identifier a login looks a customer up by, normalised as the lookup compares it. */
export const phoneIdentifier = (phone: string) => `phone:${phone}`;
export const emailIdentifier = (email: string) => `email:${email.trim().toLowerCase()}`;

/**
 * Whose count a login names when no account matches: an HMAC of the normalised identifier (`phone:<E.164>` or
 * `email:<lower-case>`, as the users table is searched), so the table holds no e-mail or phone anyone tried.
 */
export const unknownLoginKey = (secret: string, identifier: string) =>
  `login-unknown:${hmac(secret, `login-unknown:${identifier}`)}`;

/**
 * A wrong password for an identifier nobody registered (every password is wrong for it), counted as
 * `passwordAttempt` counts a customer's: true once five are counted (the step-up, which nothing can end).
 */
export async function unknownPasswordAttempt(q: Queryable, key: string): Promise<boolean> {
  // Five are counted as wrong; the count then stays one past them, and every later attempt is the step-up's.
  const count = await countUnknownFailure(q, key, STEP_UP_AFTER_FAILURES + 1);
  return count > STEP_UP_AFTER_FAILURES;
}

/**
 * A new customer takes over the counts their phone and e-mail had while nobody had them: a count that dropped
 * to nothing when an identifier was registered would tell that it just had been.
 */
export async function carryUnknownFailures(
  deps: Deps,
  q: Queryable,
  userId: bigint,
  identifiers: { phone: string; email: string },
) {
  const keys = [phoneIdentifier(identifiers.phone), emailIdentifier(identifiers.email)].map((id) =>
    unknownLoginKey(deps.config.otpSecret, id),
  );
  const failures = Math.min(await takeUnknownFailures(q, keys), STEP_UP_AFTER_FAILURES);
  if (failures > 0) await updateUser(q, userId, { login_failed_attempts: failures });
}
