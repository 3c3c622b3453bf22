import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// Staff sign in with a TOTP code (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app
// reads from an otpauth:// QR code). The secret is sealed with AES-256-GCM under STAFF_TOTP_KEY, so a copy
// of the database alone does not give anyone a staff member's codes.

const ISSUER = 'Owo Operations';
const PERIOD = 30;

const totpOf = (secretBase32: string, email: string) =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const otpauthUri = (secretBase32: string, email: string) => totpOf(secretBase32, email).toString();

/** The time step a code belongs to (±1 step of clock drift), or null when it matches none. */
export function totpStep(secretBase32: string, email: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secretBase32, email).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** A code for a secret at a time (tests and the sandbox's demo helpers). */
export const totpCode = (secretBase32: string, now = Date.now()) =>
  totpOf(secretBase32, 'code').generate({ timestamp: now });

const keyOf = (key: string) => createHash('sha256').update(key).digest();

export function sealSecret(key: string, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv);
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

export function openSecret(key: string, sealed: string): string {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || !data) throw new Error('unknown sealed TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(key), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
