import { randomInt } from 'node:crypto';
import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError } from '#lib/errors.ts';
import { hashPassword, verifyPassword } from '#lib/passwords.ts';
import { checkCode, deviceBinding, sendCode } from '#modules/codes/codes-service.ts';
import type { DeviceInfo } from '#modules/devices/device-id.ts';
import { findDevice } from '#modules/devices/devices-repository.ts';
import { finishNewDeviceLogin, knownDeviceLogin, trustDevice } from '#modules/devices/devices-service.ts';
import { sessionsEnding } from '#plugins/session-cache.ts';
import { openCustomerAccount } from '#records/accounts-repository.ts';
import { userViewById } from '#records/user-view.ts';
import {
  findUserByEmail,
  findUserByPhone,
  findUserByReferralCode,
  insertUser,
} from '#records/users-repository.ts';
import {
  carryUnknownFailures,
  clearPasswordFailures,
  emailIdentifier,
  passwordAttempt,
  phoneIdentifier,
  sendStepUpCode,
  unknownLoginKey,
  unknownPasswordAttempt,
} from './password-attempts.ts';
import { createSession } from './sessions-repository.ts';
import { lockSignupByCompletion, markCompleted } from './signup-repository.ts';
import { completionHash, completionLive } from './signup-service.ts';

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
    // `uuid` is the credential the verify call answered (decision 040), not the signup's own id.
    const signup = await lockSignupByCompletion(q, completionHash(uuid));
    if (!signup) throw new AppError('not_found', errors.signupNotFound);
    if (!signup.verified_at || !completionLive(signup.verified_at))
      throw new AppError('unprocessable', errors.signupNotVerified);
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
    await carryUnknownFailures(deps, q, userId, { phone: signup.phone, email: input.email });
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

type Session = Awaited<ReturnType<typeof openSession>>;
type LoginStep = { step: 'verify_device' | 'verify_login' };
type LoginOutcome = { ok: true; reply: Session | LoginStep } | { ok: false; error: AppError };

const badCredentials = (): LoginOutcome => ({
  ok: false,
  error: new AppError('unprocessable', errors.badCredentials),
});

/**
 * Login by password, then by device: the account's trusted device gets a session at once; any other device
 * (or a client that sends no X-Device-Id) first gets `{ step: 'verify_device' }` and a code by SMS, and the
 * same login repeated with `otp` finishes it, signing every other device out (one device at a time). After five
 * wrong passwords in a row every login, trusted device or not, answers `{ step: 'verify_login' }` (a code is
 * texted only if the password was right) and needs the password and that code (password-attempts.ts).
 * A wrong password's or code's count is committed before its error is thrown. A login naming nobody answers
 * exactly as a registered account's wrong passwords do (`unknownLogin`).
 */
export async function login(
  deps: Deps,
  input: LoginInput,
  phone: string | null,
  clientType: string | null,
  device: DeviceInfo = { hash: null, label: 'Unknown device', userAgent: null },
) {
  const user = phone
    ? await findUserByPhone(deps.db, phone)
    : await findUserByEmail(deps.db, input.email ?? '');
  // The same argon2 work runs whether or not the user exists (no timing oracle).
  const passwordOk = await verifyPassword(user?.password_hash ?? null, input.password);
  // Signing in signs every other device out: their cached sessions are forgotten (plugins/session-cache.ts).
  let ended = async () => {};
  const outcome = await deps.db.tx(async (q): Promise<LoginOutcome> => {
    if (!user) return unknownLogin(deps, q, identifierOf(phone, input.email), input.otp, device);
    const standing = await passwordAttempt(q, user.id, passwordOk);
    if (!standing.stepUp && !standing.right) return badCredentials();
    const known = device.hash ? await findDevice(q, user.id, device.hash) : null;
    const trusted = Boolean(device.hash && known?.trusted_at);
    const session = async () => {
      ended = await sessionsEnding(deps.db, q, user.id);
      return openSession(q, user.id, input.remember_me, clientType, device.hash);
    };
    const target = {
      phone: standing.user.phone,
      purpose: standing.stepUp ? ('login_step_up' as const) : ('login_device' as const),
      binding: deviceBinding(device.hash),
    };
    if (!standing.stepUp && trusted) {
      await knownDeviceLogin(q, user.id, device);
      return { ok: true, reply: await session() };
    }
    if (!input.otp) {
      if (standing.stepUp) await sendStepUpCode(deps, q, target, passwordOk);
      else await sendCode(deps, q, target);
      return { ok: true, reply: { step: standing.stepUp ? 'verify_login' : 'verify_device' } };
    }
    // Under the step-up the code is checked first: a guesser without it learns nothing about the password.
    const error = await checkCode(deps, q, target, input.otp, passwordOk);
    if (error) return { ok: false, error };
    if (!passwordOk) return badCredentials();
    if (standing.stepUp) await clearPasswordFailures(q, user.id);
    if (trusted) await knownDeviceLogin(q, user.id, device);
    else await finishNewDeviceLogin(q, user.id, device);
    return { ok: true, reply: await session() };
  });
  if (!outcome.ok) throw outcome.error;
  await ended();
  return outcome.reply;
}

/** The identifier a login looked the user up by, normalised as the lookup compares it (null: none). */
const identifierOf = (phone: string | null, email: string | undefined) =>
  phone ? phoneIdentifier(phone) : email ? emailIdentifier(email) : null;

/**
 * No account has this phone or e-mail: answered as a registered account's wrong passwords are, count for count
 * (docs/decisions/014): refused until five are counted, then `verify_login` (nothing is texted: there is no
 * phone). A code with it is checked against a step-up code that was never sent, so it gets the codes module's
 * own answer for a registered account with no live code; nothing here can open a session.
 */
async function unknownLogin(
  deps: Deps,
  q: Queryable,
  identifier: string | null,
  otp: string | undefined,
  device: DeviceInfo,
): Promise<LoginOutcome> {
  // An invalid phone and no e-mail: nothing anyone could have registered, so there is nothing to hide.
  if (!identifier) return badCredentials();
  const key = unknownLoginKey(deps.config.otpSecret, identifier);
  if (!(await unknownPasswordAttempt(q, key))) return badCredentials();
  if (!otp) return { ok: true, reply: { step: 'verify_login' } };
  // No code is ever stored under the key, so this is the answer to a code that was never sent.
  const target = { phone: key, purpose: 'login_step_up' as const, binding: deviceBinding(device.hash) };
  const error = await checkCode(deps, q, target, otp, false);
  return error ? { ok: false, error } : badCredentials();
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
