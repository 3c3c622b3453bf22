import { errors } from '@owo/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '#db/db.ts';
import { hmac } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import {
  deleteExpiredKeys,
  deleteKey,
  findKey,
  insertKey,
  updateKeyReply,
} from './idempotency-repository.ts';

/**
 * Idempotency keys (docs/decisions/004-idempotency-keys-in-the-money-transaction.md). A money-moving
 * request may carry an Idempotency-Key (the web sends one per draft). The key is claimed inside the request's own database transaction, under the customer's row lock (see
 * moveMoney), and given its reply before commit, so:
 * - the same key and body again gets the first reply, and nothing moves twice;
 * - the same key with another body is a 409;
 * - a request arriving while the first is still running waits on the customer's row lock until the first
 *   commits (then replays it) or rolls back (then runs itself), bounded by the transaction's lock_timeout;
 * - a refused request (wrong PIN, insufficient funds…) releases its key, so the draft can be corrected and
 *   sent again with it; only a request that moved money spends a key.
 * Keys are kept for a day (purgeExpiredKeys).
 */
export interface IdempotencyKey {
  key: string;
  fingerprint: string;
}

export type Claim = { kind: 'new' } | { kind: 'replay'; status: number; body: unknown };

export const IDEMPOTENCY_TTL_HOURS = 24;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** JSON with sorted keys and bigints as strings: the same request always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(`${value}n`);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The request's Idempotency-Key and the fingerprint of what it asks for: method, path and validated body
 * without the PIN (the PIN is checked afresh on every request, so a replay still needs the right one and a
 * key can never be used to test PINs). Keyed with a server secret so the stored value reveals nothing.
 */
export function idempotencyOf(req: FastifyRequest, secret: string): IdempotencyKey | null {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new AppError('invalid', errors.idempotencyKeyInvalid, {
      'idempotency-key': errors.idempotencyKeyInvalid,
    });
  }
  const { pin: _pin, ...body } = (req.body ?? {}) as Record<string, unknown>;
  const path = req.url.split('?')[0];
  return { key: header, fingerprint: hmac(secret, `${req.method} ${path}\n${canonicalJson(body)}`) };
}

/**
 * Claims the key in the caller's transaction, or returns the reply of the request that spent it. Money moves
 * first try the insert together with their row lock (lockUserAndInsertKey) and come here when it conflicted.
 */
export async function claimKey(q: Queryable, userId: bigint, idem: IdempotencyKey): Promise<Claim> {
  // A purge may delete the row between the insert and the select; then the insert simply runs again.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await insertKey(q, userId, idem.key, idem.fingerprint)) return { kind: 'new' };
    const row = await findKey(q, userId, idem.key);
    if (!row) continue;
    if (row.fingerprint !== idem.fingerprint) {
      throw new AppError('conflict', errors.idempotencyConflict);
    }
    if (row.response_status === null || row.response_body === null) {
      throw new AppError('conflict', errors.idempotencyInProgress, undefined, { 'retry-after': '1' });
    }
    return { kind: 'replay', status: row.response_status, body: JSON.parse(row.response_body) };
  }
  throw new AppError('conflict', errors.idempotencyInProgress, undefined, { 'retry-after': '1' });
}

/** Records the reply in the same transaction as the money it describes. */
export async function storeReply(
  q: Queryable,
  userId: bigint,
  idem: IdempotencyKey,
  status: number,
  body: unknown,
) {
  await updateKeyReply(q, userId, idem.key, status, JSON.stringify(body));
}

/** Gives the key back: the request was refused and moved nothing. */
export async function releaseKey(q: Queryable, userId: bigint, idem: IdempotencyKey) {
  await deleteKey(q, userId, idem.key);
}

/** Forgets keys older than a day, a batch at a time (a worker task); returns how many it removed. */
export function purgeExpiredKeys(q: Queryable): Promise<number> {
  return deleteExpiredKeys(q, IDEMPOTENCY_TTL_HOURS);
}

/** Sends a money call's reply, marking a replayed one (as Stripe does) so clients and logs can tell. */
export function replyWith<T>(reply: FastifyReply, result: { reply: T; replayed: boolean }): T {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return result.reply;
}
