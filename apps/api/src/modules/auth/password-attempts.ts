import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError } from '#lib/errors.ts';
import { type CodeTarget, sendCode } from '#modules/codes/codes-service.ts';
import { lockUser, type UserRow, updateUser } from '#records/users-repository.ts';

// Wrong passwords never lock the owner out (docs/decisions/014). From the fifth wrong password in a row, a
// login (and Forgot PIN) needs the password and a code texted to the account's phone, until a request with
// both succeeds: the owner gets in, a guesser without the phone does not. While the step-up is in force, the
// answer never tells whether the password was right (only a right one gets a code texted), so guessing on
// teaches nothing.

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
