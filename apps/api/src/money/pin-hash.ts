import type { Deps } from '#app-types';
import { hmac } from '#lib/crypto.ts';

/** The stored form of a transaction PIN: an HMAC keyed with a secret that never enters the database. */
export const pinHmac = (deps: Pick<Deps, 'config'>, userUuid: string, pin: string) =>
  hmac(deps.config.pinSecret, `${userUuid}:${pin}`);
