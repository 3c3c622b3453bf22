import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { hmac, safeEqualHex } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import { lockUser, type UserRow, updateUser } from '#modules/users/users-repository.ts';

// A 4-digit PIN's secrecy rests on lockout plus a key that is not in the database.
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MS = 30 * 60_000;

export const pinHmac = (deps: Deps, userUuid: string, pin: string) =>
  hmac(deps.config.pinSecret, `${userUuid}:${pin}`);

/** `cleared`: a right PIN reset an earlier failure count (a write the caller must keep). */
export type PinCheck = { ok: true; cleared: boolean } | { ok: false; error: AppError };

/**
 * Checks a transaction PIN inside the caller's transaction, against the user row the caller has locked
 * (lockUser). A wrong PIN's attempt count must survive the caller's rollback, so a failed check is returned,
 * not thrown: the caller commits and then throws `error`.
 */
export async function checkPin(deps: Deps, q: Queryable, user: UserRow, pin: string): Promise<PinCheck> {
  if (!user.pin_hmac) return { ok: false, error: new AppError('unprocessable', errors.pinNotSet) };
  if (user.pin_locked_until && user.pin_locked_until.getTime() > Date.now()) {
    return { ok: false, error: pinLockedError(user.pin_locked_until) };
  }
  if (!safeEqualHex(user.pin_hmac, pinHmac(deps, user.uuid, pin))) {
    const failures = user.pin_failed_attempts + 1;
    if (failures >= PIN_MAX_FAILURES) {
      const lockedUntil = new Date(Date.now() + PIN_LOCK_MS);
      await updateUser(q, user.id, { pin_failed_attempts: 0, pin_locked_until: lockedUntil });
      return { ok: false, error: pinLockedError(lockedUntil) };
    }
    await updateUser(q, user.id, { pin_failed_attempts: failures });
    const triesLeft = PIN_MAX_FAILURES - failures;
    return {
      ok: false,
      error: new AppError('unprocessable', errors.pinIncorrect, { pin: errors.pinIncorrect }, undefined, {
        tries_left: triesLeft,
      }),
    };
  }
  if (user.pin_failed_attempts > 0 || user.pin_locked_until) {
    await updateUser(q, user.id, { pin_failed_attempts: 0, pin_locked_until: null });
    return { ok: true, cleared: true };
  }
  return { ok: true, cleared: false };
}

/** 423 with when the lock ends, so the customer knows when to try again. */
function pinLockedError(lockedUntil: Date): AppError {
  return new AppError('locked', errors.pinLocked, { pin: errors.pinLocked }, undefined, {
    tries_left: 0,
    locked_until: lockedUntil.toISOString(),
  });
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
