import { DEVICE_ID_PATTERN, deviceMessages } from '@owo/contract/devices';
import { errors } from '@owo/contract/messages';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';

/** What the API knows of the device a request comes from. */
export interface DeviceInfo {
  /** SHA-256 of X-Device-Id (the raw id is never stored); null when the client sent none. */
  hash: string | null;
  label: string;
  userAgent: string | null;
}

/**
 * SHA-256 of the request's X-Device-Id, or null when it has none. A malformed id is refused: with 400 where a
 * device is being registered (login, signup), with 401 on a signed-in call (it can match no session).
 */
export function deviceHashOf(
  request: FastifyRequest,
  onInvalid: 'invalid' | 'unauthenticated',
): string | null {
  const header = request.headers['x-device-id'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !DEVICE_ID_PATTERN.test(header)) {
    throw onInvalid === 'invalid'
      ? new AppError('invalid', deviceMessages.deviceIdInvalid, {
          'x-device-id': deviceMessages.deviceIdInvalid,
        })
      : new AppError('unauthenticated', errors.unauthenticated);
  }
  return sha256(`device:${header}`);
}

export function deviceOf(request: FastifyRequest): DeviceInfo {
  const ua = request.headers['user-agent'];
  const userAgent = typeof ua === 'string' ? ua.slice(0, 500) : null;
  return { hash: deviceHashOf(request, 'invalid'), label: deviceLabel(userAgent), userAgent };
}

const BROWSERS: Array<[RegExp, string]> = [
  [/EdgA?\/|Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android" from a User-Agent; the few browsers and systems customers use, else "Unknown". */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const os = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}
