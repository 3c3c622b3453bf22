import { deviceMessages } from '@owo/contract/devices';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError } from '#lib/errors.ts';
import { recordSecurityEvent } from '#modules/notifications/notifications-service.ts';
import { sessionsEnding } from '#plugins/session-cache.ts';
import type { DeviceInfo } from './device-id.ts';
import {
  findDeviceByUuid,
  listDevices,
  signOutDevice,
  signOutOtherDevices,
  startSendCapWindow,
  upsertDevice,
} from './devices-repository.ts';

/** A login from a device the account already trusts: it is seen now; every other device is signed out and loses its trust. */
export async function knownDeviceLogin(q: Queryable, userId: bigint, device: DeviceInfo) {
  await trustDevice(q, userId, device);
  await signOutOtherDevices(q, userId, device.hash);
}

/** Records a sign-in from a device and makes it one of the account's trusted devices. */
export async function trustDevice(q: Queryable, userId: bigint, device: DeviceInfo) {
  if (!device.hash) return null;
  return upsertDevice(q, {
    userId,
    deviceHash: device.hash,
    label: device.label,
    userAgent: device.userAgent,
    trust: true,
  });
}

/**
 * A new device's login, once its code was right: it becomes trusted, every other device is signed out (their
 * sessions revoked, which also closes their event streams, and their trust withdrawn), the new-device send cap
 * starts, and the customer gets a security alert.
 */
export async function finishNewDeviceLogin(q: Queryable, userId: bigint, device: DeviceInfo) {
  await trustDevice(q, userId, device);
  const revoked = await signOutOtherDevices(q, userId, device.hash);
  await startSendCapWindow(q, userId);
  await recordSecurityEvent(q, userId, {
    kind: 'new_device',
    title: `New sign-in on ${device.label}`,
    body:
      `Your Owo account was signed in on ${device.label}.` +
      (revoked > 0 ? ' Your other devices were signed out.' : '') +
      " If this wasn't you, change your password and call us now.",
  });
}

/** Profile → Devices: browser and OS, first and last seen, which one this is, which one is signed in. */
export async function devicesOf(deps: Deps, userId: bigint, currentHash: string | null) {
  const rows = await listDevices(deps.db, userId);
  return rows.map((d) => ({
    uuid: d.uuid,
    label: d.label,
    first_seen_at: d.first_seen_at.toISOString(),
    last_seen_at: d.last_seen_at.toISOString(),
    current: d.device_hash === currentHash,
    active: d.trusted_at !== null,
  }));
}

/** Signs one of the customer's devices out (another customer's device is a 404). */
export async function signOutDeviceByUuid(deps: Deps, userId: bigint, uuid: string) {
  const ended = await deps.db.tx(async (q) => {
    const device = await findDeviceByUuid(q, userId, uuid);
    if (!device) throw new AppError('not_found', deviceMessages.deviceNotFound);
    await signOutDevice(q, userId, device.device_hash);
    await recordSecurityEvent(q, userId, {
      kind: 'device_signed_out',
      title: `${device.label} signed out`,
      body: `You signed ${device.label} out of your Owo account. It needs a code sent to your phone to sign in again.`,
    });
    return sessionsEnding(deps.db, q, userId);
  });
  await ended();
}
