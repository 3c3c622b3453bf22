import { errors } from '@owo/contract/messages';
import type { Queryable } from '#db/db.ts';
import { assert } from './assert.ts';
import { AppError } from './errors.ts';
import { countHit } from './rate-limit-repository.ts';

/**
 * A fixed-window counter in PostgreSQL, shared by every API process. Throws 429 with Retry-After
 * once `max` hits have been counted under `key` in the current window.
 */
export async function rateLimit(q: Queryable, key: string, max: number, windowMs: number, message?: string) {
  const row = await countHit(q, key, windowMs);
  assert(row, 'the rate_limits upsert returns its row');
  if (row.count > max) {
    const retryAfter = String(Math.max(1, Math.ceil(row.retry_ms / 1000)));
    throw new AppError('rate_limited', message ?? errors.rateLimited, undefined, {
      'retry-after': retryAfter,
    });
  }
}
