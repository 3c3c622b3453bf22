import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError } from '#lib/errors.ts';
import { verifyPassword } from '#lib/passwords.ts';
import { clearPasswordFailures, passwordAttempt, sendStepUpCode } from '#modules/auth/password-attempts.ts';
import { CODE_RULES, checkCode, sendCode, sessionBinding } from '#modules/codes/codes-service.ts';
import { checkPinInCore, pinHmac, refusalError, rulesOf } from '#money';
import { findUserById, lockUser, type UserRow, updateUser } from '#records/users-repository.ts';

/** `cleared`: a right PIN reset an earlier failure count (a write the caller must keep). */
export type PinCheck = { ok: true; cleared: boolean } | { ok: false; error: AppError };

/**
 * Checks a transaction PIN inside the caller's transaction, for a user the caller has locked (lockUser): the
 * lock state, the HMAC and the lockout run in SQL (money_pin_check, the one home of the PIN's rules); the HMAC
 * is computed here, so its key never reaches the database. A wrong PIN's attempt count must survive the
 * caller's rollback, so a failed check is returned, not thrown: the caller commits and then throws `error`.
 */
export async function checkPin(deps: Deps, q: Queryable, user: UserRow, pin: string): Promise<PinCheck> {
  const r = await checkPinInCore(q, user.id, pinHmac(deps, user.uuid, pin), rulesOf(deps.config));
  if (!r) throw new Error('money_pin_check answers one row');
  if (r.code === 'ok' || r.code === 'pin_cleared') return { ok: true, cleared: r.code === 'pin_cleared' };
  return {
    ok: false,
    error: refusalError(r.code, { tries_left: r.tries_left, locked_until: r.locked_until }),
  };
}

/** Runs a PIN check in its own transaction and throws its error after the attempt is committed. */
export async function requirePin(deps: Deps, userId: bigint, pin: string): Promise<void> {
  const check = await deps.db.tx(async (q) => checkPin(deps, q, await lockUser(q, userId), pin));
  if (!check.ok) throw check.error;
}

export async function setupPin(deps: Deps, userId: bigint, pin: string) {
  await deps.db.tx(async (q) => {
    const user = await lockUser(q, userId);
    if (user.pin_hmac) throw new AppError('conflict', errors.pinAlreadySet);
    await updateUser(q, userId, { pin_hmac: pinHmac(deps, user.uuid, pin) });
  });
}

export async function changePin(deps: Deps, userId: bigint, currentPin: string, pin: string) {
  try {
    await requirePin(deps, userId, currentPin);
  } catch (error) {
    // A wrong current PIN is about the current-PIN field, not the new one.
    if (error instanceof AppError && error.fields?.pin) {
      throw new AppError(
        error.code,
        error.message,
        { current_pin: error.fields.pin },
        error.headers,
        error.data,
      );
    }
    throw error;
  }
  await deps.db.tx(async (q) => {
    const user = await lockUser(q, userId);
    await updateUser(q, userId, { pin_hmac: pinHmac(deps, user.uuid, pin) });
  });
}

type ResetOutcome = { ok: true } | { ok: false; error: AppError };

/** A wrong password here is about the password field; it counts toward the login's step-up like a login. */
const passwordWrong = () =>
  new AppError('unprocessable', errors.currentPasswordWrong, { password: errors.currentPasswordWrong });

/** argon2 is slow: it runs before the transaction, so it never holds the user's row lock. */
async function passwordMatches(deps: Deps, userId: bigint, password: string) {
  const user = await findUserById(deps.db, userId);
  return verifyPassword(user?.password_hash ?? null, password);
}

/** Forgot PIN's code: for this purpose only, and for the session that asked for it. */
const resetCode = (user: UserRow, sessionId: bigint) => ({
  phone: user.phone,
  purpose: 'pin_reset' as const,
  binding: sessionBinding(sessionId),
});

/**
 * Forgot PIN, step 1: the password, then a code texted to the phone. Under the login's step-up (five wrong
 * passwords in a row) the answer is the same whether or not the password was right; only a right one gets a code.
 */
export async function forgotPin(deps: Deps, userId: bigint, sessionId: bigint, password: string) {
  const passwordOk = await passwordMatches(deps, userId, password);
  const outcome = await deps.db.tx(async (q): Promise<ResetOutcome> => {
    const standing = await passwordAttempt(q, userId, passwordOk);
    const target = resetCode(standing.user, sessionId);
    if (standing.stepUp) {
      await sendStepUpCode(deps, q, target, passwordOk);
      return { ok: true };
    }
    if (!standing.right) return { ok: false, error: passwordWrong() };
    await sendCode(deps, q, target);
    return { ok: true };
  });
  if (!outcome.ok) throw outcome.error;
  return { resend_after_seconds: CODE_RULES.resendAfterMs / 1000 };
}

/**
 * Forgot PIN, step 2: password and code again, then the new PIN; a PIN lock and its failure count are cleared.
 * Under the step-up the code is checked before the password (a guesser without it learns nothing), and a
 * reset with both right ends the step-up, as a login with both does.
 */
export async function resetPin(
  deps: Deps,
  userId: bigint,
  sessionId: bigint,
  input: { password: string; otp: string; pin: string },
) {
  const passwordOk = await passwordMatches(deps, userId, input.password);
  const outcome = await deps.db.tx(async (q): Promise<ResetOutcome> => {
    const standing = await passwordAttempt(q, userId, passwordOk);
    if (!standing.stepUp && !standing.right) return { ok: false, error: passwordWrong() };
    const codeError = await checkCode(deps, q, resetCode(standing.user, sessionId), input.otp, passwordOk);
    if (codeError) return { ok: false, error: codeError };
    if (!passwordOk) return { ok: false, error: passwordWrong() };
    if (standing.stepUp) await clearPasswordFailures(q, userId);
    await updateUser(q, userId, {
      pin_hmac: pinHmac(deps, standing.user.uuid, input.pin),
      pin_failed_attempts: 0,
      pin_locked_until: null,
    });
    return { ok: true };
  });
  if (!outcome.ok) throw outcome.error;
}
