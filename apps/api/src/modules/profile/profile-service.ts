import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import { AppError } from '#lib/errors.ts';
import { hashPassword, verifyPassword } from '#lib/passwords.ts';
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

/** Changes the password after checking the current one; every other device is signed out. */
export async function changePassword(
  deps: Deps,
  userId: bigint,
  sessionId: bigint,
  current: string,
  next: string,
): Promise<void> {
  const user = (await findUserById(deps.db, userId))!;
  if (!(await verifyPassword(user.password_hash, current))) {
    throw new AppError('unprocessable', errors.currentPasswordWrong, {
      current_password: errors.currentPasswordWrong,
    });
  }
  const passwordHash = await hashPassword(next);
  const ended = await deps.db.tx(async (q) => {
    await updateUser(q, userId, { password_hash: passwordHash });
    // A changed password signs out every other device.
    await revokeOtherSessions(q, userId, sessionId);
    return sessionsEnding(deps.db, q, userId);
  });
  await ended();
}
