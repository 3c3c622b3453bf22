import { randomInt } from 'node:crypto';
import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError } from '#lib/errors.ts';
import { hashPassword, verifyPassword } from '#lib/passwords.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { openCustomerAccount } from '#modules/accounts/accounts-repository.ts';
import type { DeviceInfo } from '#modules/devices/device-id.ts';
import { findDevice } from '#modules/devices/devices-repository.ts';
import { finishNewDeviceLogin, knownDeviceLogin, trustDevice } from '#modules/devices/devices-service.ts';
import { userViewById } from '#modules/users/user-view.ts';
import {
  findUserByEmail,
  findUserByPhone,
  findUserByReferralCode,
  insertUser,
  lockUser,
  type UserRow,
  updateUser,
} from '#modules/users/users-repository.ts';
import { createSession } from './sessions-repository.ts';
import { lockSignupByUuid, markCompleted } from './signup-repository.ts';
import { checkStepOtp, sendStepOtp } from './signup-service.ts';

const LOGIN_MAX_FAILURES = 5;
const LOGIN_LOCK_MS = 15 * 60_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const newReferralCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Until KYC gives us a name, the account carries a neutral name with the phone's last digits. */
export const provisionalAccountName = (phone: string) => `Owo Customer ${phone.slice(-4)}`;

export interface CompleteInput {
  email: string;
  password: string;
  type: 'personal' | 'business';
  referral_code?: string | null;
}

export async function completeSignup(
  deps: Deps,
  uuid: string,
  input: CompleteInput,
  clientType: string | null,
  device: DeviceInfo = { hash: null, label: 'Unknown device', userAgent: null },
) {
  // Hash before the transaction: argon2 is slow and must not hold row locks.
  const passwordHash = await hashPassword(input.password);
  return deps.db.tx(async (q) => {
    const signup = await lockSignupByUuid(q, uuid);
    if (!signup) throw new AppError('not_found', errors.signupNotFound);
    if (!signup.verified_at) throw new AppError('unprocessable', errors.signupNotVerified);
    if (signup.completed_at || (await findUserByPhone(q, signup.phone))) {
      throw new AppError('conflict', errors.phoneTaken, { phone: errors.phoneTaken });
    }
    if (await findUserByEmail(q, input.email)) {
      throw new AppError('conflict', errors.emailTaken, { email: errors.emailTaken });
    }
    const referredBy = await resolveReferrer(q, input.referral_code);
    const userId = await insertUniqueUser(q, {
      phone: signup.phone,
      email: input.email,
      passwordHash,
      type: input.type,
      referredBy,
    });
    await openCustomerAccount(q, userId, 'NGN', provisionalAccountName(signup.phone));
    await markCompleted(q, signup.id);
    // Signup's device is the account's first trusted device.
    if (device.hash) await trustDevice(q, userId, device);
    const token = await createSession(q, userId, false, clientType, device.hash);
    return { user: await userViewById(q, userId), token };
  });
}

async function resolveReferrer(q: Queryable, code: string | null | undefined): Promise<bigint | null> {
  if (!code) return null;
  const referrer = await findUserByReferralCode(q, code);
  if (!referrer) {
    const message = 'This referral code does not exist';
    throw new AppError('invalid', message, { referral_code: message });
  }
  return referrer.id;
}

async function insertUniqueUser(
  q: Queryable,
  u: { phone: string; email: string; passwordHash: string; type: string; referredBy: bigint | null },
) {
  for (;;) {
    const referralCode = newReferralCode();
    if (!(await findUserByReferralCode(q, referralCode))) return insertUser(q, { ...u, referralCode });
  }
}

export interface LoginInput {
  phone?: string | undefined;
  email?: string | undefined;
  password: string;
  remember_me: boolean;
  otp?: string | undefined;
}

/**
 * Counts a password attempt against the login lockout (5 wrong, then 15 minutes), inside the caller's
 * transaction. A wrong password's count must survive: the caller commits, then throws `error`.
 */
export async function countPasswordAttempt(
  q: Queryable,
  userId: bigint,
  passwordOk: boolean,
): Promise<{ ok: true; user: UserRow } | { ok: false; error: AppError }> {
  // Locked, so concurrent wrong passwords are all counted (a plain read lets them overwrite each other).
  const fresh = await lockUser(q, userId);
  if (fresh.login_locked_until && fresh.login_locked_until.getTime() > Date.now()) {
    return { ok: false, error: new AppError('locked', errors.loginLocked) };
  }
  if (!passwordOk) {
    const failures = fresh.login_failed_attempts + 1;
    const lock = failures >= LOGIN_MAX_FAILURES ? new Date(Date.now() + LOGIN_LOCK_MS) : null;
    await updateUser(q, userId, { login_failed_attempts: lock ? 0 : failures, login_locked_until: lock });
    return {
      ok: false,
      error: new AppError(
        lock ? 'locked' : 'unprocessable',
        lock ? errors.loginLocked : errors.badCredentials,
      ),
    };
  }
  if (fresh.login_failed_attempts > 0 || fresh.login_locked_until) {
    await updateUser(q, userId, { login_failed_attempts: 0, login_locked_until: null });
  }
  return { ok: true, user: fresh };
}

type LoginOutcome = { ok: true; userId: bigint; phone: string } | { ok: false; error: AppError };
type DeviceOutcome =
  | { ok: true; reply: Awaited<ReturnType<typeof openSession>> | { step: 'verify_device' } }
  | { ok: false; error: AppError };

/**
 * Login by password, then by device: the account's trusted device gets a session at once; any other device
 * (or a client that sends no X-Device-Id) first gets `{ step: 'verify_device' }` and a code by SMS, and the
 * same login repeated with `otp` finishes it, signing every other device out (one device at a time).
 */
export async function login(
  deps: Deps,
  input: LoginInput,
  phone: string | null,
  clientType: string | null,
  device: DeviceInfo = { hash: null, label: 'Unknown device', userAgent: null },
) {
  const identity = (phone ?? input.email ?? '').toLowerCase();
  await rateLimit(deps.db, `login:${identity}`, 20, 15 * 60_000);
  const user = phone
    ? await findUserByPhone(deps.db, phone)
    : await findUserByEmail(deps.db, input.email ?? '');
  // The same argon2 work runs whether or not the user exists (no timing oracle).
  const passwordOk = await verifyPassword(user?.password_hash ?? null, input.password);
  const outcome = await deps.db.tx(async (q): Promise<LoginOutcome> => {
    if (!user) return { ok: false, error: new AppError('unprocessable', errors.badCredentials) };
    const attempt = await countPasswordAttempt(q, user.id, passwordOk);
    if (!attempt.ok) return attempt;
    return { ok: true, userId: user.id, phone: attempt.user.phone };
  });
  if (!outcome.ok) throw outcome.error;
  const { userId } = outcome;
  const session = (q: Queryable) => openSession(q, userId, input.remember_me, clientType, device.hash);
  // A wrong code's attempt is committed before its error is thrown, as for signup codes.
  const step = await deps.db.tx(async (q): Promise<DeviceOutcome> => {
    const known = device.hash ? await findDevice(q, userId, device.hash) : null;
    if (known?.trusted_at && device.hash) {
      await knownDeviceLogin(q, userId, device);
      return { ok: true, reply: await session(q) };
    }
    if (!input.otp) {
      await sendStepOtp(deps, q, outcome.phone);
      return { ok: true, reply: { step: 'verify_device' as const } };
    }
    const error = await checkStepOtp(deps, q, outcome.phone, input.otp);
    if (error) return { ok: false, error };
    await finishNewDeviceLogin(q, userId, device);
    return { ok: true, reply: await session(q) };
  });
  if (!step.ok) throw step.error;
  return step.reply;
}

async function openSession(
  q: Queryable,
  userId: bigint,
  rememberMe: boolean,
  clientType: string | null,
  deviceHash: string | null,
) {
  const token = await createSession(q, userId, rememberMe, clientType, deviceHash);
  return { user: await userViewById(q, userId), token };
}
