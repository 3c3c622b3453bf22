import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TTL_HOURS } from '@owo/contract/common';
import { errors } from '@owo/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '#db/db.ts';
import { hmac } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import { deleteExpiredKeys, findKeptReply } from './idempotency-repository.ts';

/**
 * Idempotency keys (docs/decisions/004-idempotency-keys-in-the-money-transaction.md). A money-moving
 * request may carry an Idempotency-Key (the web sends one per draft). The money core checks it in SQL
 * (money_authorise, migration 014) under the customer's row lock, and a request that moved money writes the
 * key with its reply in its own transaction (money_keep_reply), so:
 * - the same key and body again gets the first reply, and nothing moves twice;
 * - the same key with another body is a 409;
 * - a request arriving while the first is still running waits on the customer's row lock until the first
 *   commits (then replays it) or rolls back (then runs itself), bounded by the transaction's lock_timeout;
 * - a refused request (wrong PIN, insufficient funds…) writes no key, so the draft can be corrected and
 *   sent again with it; only a request that moved money spends a key.
 * Keys are kept for a day (purgeExpiredKeys).
 */
export interface IdempotencyKey {
  key: string;
  fingerprint: string;
}

export { IDEMPOTENCY_TTL_HOURS };

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
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new AppError('invalid', errors.idempotencyKeyInvalid, {
      'idempotency-key': errors.idempotencyKeyInvalid,
    });
  }
  const { pin: _pin, ...body } = (req.body ?? {}) as Record<string, unknown>;
  const path = req.url.split('?')[0];
  return { key: header, fingerprint: hmac(secret, `${req.method} ${path}\n${canonicalJson(body)}`) };
}

/**
 * What a request that spent `key` answered (parsed), or null when none did: nothing moved, and sending again
 * with the key is safe. Asked by a phone that lost the answer (GET /api/transfers/by-key/{key}).
 */
export async function keptReply(q: Queryable, userId: bigint, key: string): Promise<unknown | null> {
  const body = await findKeptReply(q, userId, key);
  return body === null ? null : JSON.parse(body);
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

/**
 * Sends a send's reply as the JSON text the money core wrote and kept with its key (sendMoney), marked as
 * replyWith does: Fastify sends a string with a JSON content type as it is (no serialiser), so the first
 * answer and every replay are the same bytes. The route's response schema still documents it, and
 * transfers' tests hold the text to it.
 */
export function replyWithText(reply: FastifyReply, result: { text: string; replayed: boolean }): void {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  reply.type('application/json; charset=utf-8').send(result.text);
}
