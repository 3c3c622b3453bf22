import type { Queryable } from '#db/db.ts';
import { randomToken, sha256 } from '#lib/crypto.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a session; the token is returned once and stored only as its hash. */
export async function createSession(
  q: Queryable,
  userId: bigint,
  rememberMe: boolean,
  clientType: string | null,
  /** The device the session is bound to (SHA-256 of its X-Device-Id; null: none was sent). */
  deviceHash: string | null = null,
) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + (rememberMe ? 30 * DAY_MS : DAY_MS));
  await q.query(
    'INSERT INTO sessions (user_id, token_hash, client_type, expires_at, device_hash) VALUES ($1, $2, $3, $4, $5)',
    [String(userId), sha256(token), clientType?.slice(0, 32) ?? null, expiresAt, deviceHash],
  );
  return { access_token: token, token_type: 'Bearer' as const, expires_at: expiresAt.toISOString() };
}

/**
 * The live session of a token used from the device it is bound to (plugins/session-cache.ts keeps what it
 * finds) (a token from another device, or sent
 * without the X-Device-Id it was obtained with, finds nothing). Marks the device seen, at most every 5 minutes,
 * in the same statement.
 */
export async function findLiveSession(
  q: Queryable,
  token: string,
  deviceHash: string | null = null,
  tokenHash = sha256(token),
) {
  const { rows } = await q.query<{ id: bigint; user_id: bigint; expires_at: Date }>(
    `WITH s AS (SELECT id, user_id, device_hash, expires_at FROM sessions
                WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()
                  AND device_hash IS NOT DISTINCT FROM $2),
     seen AS (UPDATE devices d SET last_seen_at = now() FROM s
              WHERE d.user_id = s.user_id AND d.device_hash = s.device_hash
                AND d.last_seen_at < now() - interval '5 minutes')
     SELECT id, user_id, expires_at FROM s`,
    [tokenHash, deviceHash],
    // Its one write sets a timestamp: running it again after a lost COMMIT sets it again (decision 019).
    { repeatable: true },
  );
  return rows[0] ?? null;
}

export async function revokeSession(q: Queryable, sessionId: bigint) {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    String(sessionId),
  ]);
}

export async function revokeOtherSessions(q: Queryable, userId: bigint, keepSessionId: bigint) {
  await q.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL',
    [String(userId), String(keepSessionId)],
  );
}
