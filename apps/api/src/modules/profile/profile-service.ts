import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import { AppError } from '#lib/errors.ts';
import { hashPassword, verifyPassword } from '#lib/passwords.ts';
import { passwordAttempt } from '#modules/auth/password-attempts.ts';
import { revokeOtherSessions, revokeSession } from '#modules/auth/sessions-repository.ts';
import { sessionsEnding } from '#plugins/session-cache.ts';
import { findUserById, updateUser } from '#records/users-repository.ts';

/** Logging out ends this session only; this process forgets it at once, the others on the NOTIFY. */
export async function logOut(deps: Deps, userId: bigint, sessionId: bigint): Promise<void> {
  // Revoking twice leaves what revoking once does: safe to run again after a lost COMMIT (decision 019).
  const ended = await deps.db.tx(
    async (q) => {
      await revokeSession(q, sessionId);
      return sessionsEnding(deps.db, q, userId);
    },
    { repeatable: true },
  );
  await ended();
}

type ChangeOutcome = { ok: true; ended: () => Promise<void> } | { ok: false; error: AppError };

/**
 * Changes the password after checking the current one; every other device is signed out. A wrong current
 * password counts toward the login's step-up (five in a row), committed before the error, as a login's and
 * Forgot PIN's do; under the step-up the change is refused whatever was typed, until a login with the texted
 * code ends it. So a session left open is no way to guess the password.
 */
export async function changePassword(
  deps: Deps,
  userId: bigint,
  sessionId: bigint,
  current: string,
  next: string,
): Promise<void> {
  const user = (await findUserById(deps.db, userId))!;
  const passwordOk = await verifyPassword(user.password_hash, current);
  // Hash before the transaction: argon2 is slow and must not hold the customer's row lock.
  const passwordHash = passwordOk ? await hashPassword(next) : null;
  const outcome = await deps.db.tx(async (q): Promise<ChangeOutcome> => {
    const standing = await passwordAttempt(q, userId, passwordOk);
    if (standing.stepUp) return { ok: false, error: new AppError('locked', errors.passwordChangeStepUp) };
    if (!standing.right || passwordHash === null) {
      const error = new AppError('unprocessable', errors.currentPasswordWrong, {
        current_password: errors.currentPasswordWrong,
      });
      return { ok: false, error };
    }
    await updateUser(q, userId, { password_hash: passwordHash });
    // A changed password signs out every other device.
    await revokeOtherSessions(q, userId, sessionId);
    return { ok: true, ended: await sessionsEnding(deps.db, q, userId) };
  });
  if (!outcome.ok) throw outcome.error;
  await outcome.ended();
}
