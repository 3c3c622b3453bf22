import type { Queryable } from '#db/db.ts';
import { randomToken, sha256 } from '#lib/crypto.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a session; the token is returned once and stored only as its hash. */
export async function createSession(
  q: Queryable,
  userId: bigint,
  rememberMe: boolean,
  clientType: string | null,
) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + (rememberMe ? 30 * DAY_MS : DAY_MS));
  await q.query(
    'INSERT INTO sessions (user_id, token_hash, client_type, expires_at) VALUES ($1, $2, $3, $4)',
    [String(userId), sha256(token), clientType?.slice(0, 32) ?? null, expiresAt],
  );
  return { access_token: token, token_type: 'Bearer' as const, expires_at: expiresAt.toISOString() };
}

export async function findLiveSession(q: Queryable, token: string) {
  const { rows } = await q.query<{ id: bigint; user_id: bigint }>(
    'SELECT id, user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()',
    [sha256(token)],
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
