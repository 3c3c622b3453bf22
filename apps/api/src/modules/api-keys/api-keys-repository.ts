import type { ApiKeyScope } from '@owo/contract/developers';
import type { Queryable } from '#db/db.ts';

export interface ApiKeyRow {
  id: bigint;
  uuid: string;
  business_id: bigint;
  name: string;
  scopes: ApiKeyScope[];
  mode: 'test' | 'live';
  prefix: string;
  rate_limit_per_minute: number;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = `id, uuid::text AS uuid, business_id, name, scopes, mode, prefix, rate_limit_per_minute,
  created_at, last_used_at, revoked_at`;

export async function insertApiKey(
  q: Queryable,
  k: {
    businessId: bigint;
    name: string;
    scopes: ApiKeyScope[];
    mode: 'test' | 'live';
    prefix: string;
    secretHash: string;
    createdBy: bigint;
  },
): Promise<ApiKeyRow> {
  const { rows } = await q.query<ApiKeyRow>(
    `INSERT INTO api_keys (business_id, name, scopes, mode, prefix, secret_hash, created_by)
     VALUES ($1, $2, $3::text[], $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [String(k.businessId), k.name, k.scopes, k.mode, k.prefix, k.secretHash, String(k.createdBy)],
  );
  return rows[0]!;
}

export async function listApiKeys(q: Queryable, businessId: bigint): Promise<ApiKeyRow[]> {
  const { rows } = await q.query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM api_keys WHERE business_id = $1 ORDER BY created_at DESC, id DESC`,
    [String(businessId)],
  );
  return rows;
}

/** Revokes the business's key (once); another business's key, or an unknown id, is not found (null). */
export async function revokeApiKey(
  q: Queryable,
  businessId: bigint,
  uuid: string,
  by: bigint,
): Promise<ApiKeyRow | null> {
  const { rows } = await q.query<ApiKeyRow>(
    `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()), revoked_by = coalesce(revoked_by, $3)
     WHERE business_id = $1 AND uuid = $2 RETURNING ${COLUMNS}`,
    [String(businessId), uuid, String(by)],
  );
  return rows[0] ?? null;
}

/** Revokes every live key `createdBy` made for the business; returns the keys revoked. */
export async function revokeKeysCreatedBy(
  q: Queryable,
  businessId: bigint,
  createdBy: bigint,
  by: bigint,
): Promise<ApiKeyRow[]> {
  const { rows } = await q.query<ApiKeyRow>(
    `UPDATE api_keys SET revoked_at = now(), revoked_by = $3
     WHERE business_id = $1 AND created_by = $2 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
    [String(businessId), String(createdBy), String(by)],
  );
  return rows;
}

/** The live key with this secret's hash (revoked keys are not found). */
export async function findLiveKeyByHash(q: Queryable, secretHash: string): Promise<ApiKeyRow | null> {
  const { rows } = await q.query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM api_keys WHERE secret_hash = $1 AND revoked_at IS NULL`,
    [secretHash],
  );
  return rows[0] ?? null;
}

/** One request a key made, and the key's last use. */
export async function recordKeyUse(
  q: Queryable,
  u: { keyId: bigint; method: string; route: string; statusCode: number; ip: string },
): Promise<void> {
  await q.query(
    `WITH used AS (UPDATE api_keys SET last_used_at = now() WHERE id = $1)
     INSERT INTO api_key_uses (key_id, method, route, status_code, ip) VALUES ($1, $2, $3, $4, $5)`,
    [String(u.keyId), u.method, u.route.slice(0, 200), u.statusCode, u.ip.slice(0, 64)],
  );
}

export async function findAutoApproveLimit(q: Queryable, businessId: bigint): Promise<bigint | null> {
  const { rows } = await q.query<{ auto_approve_limit_minor: bigint | null }>(
    'SELECT auto_approve_limit_minor FROM api_settings WHERE business_id = $1',
    [String(businessId)],
  );
  return rows[0]?.auto_approve_limit_minor ?? null;
}

export async function saveAutoApproveLimit(
  q: Queryable,
  businessId: bigint,
  limitMinor: bigint | null,
  by: bigint,
): Promise<void> {
  await q.query(
    `INSERT INTO api_settings (business_id, auto_approve_limit_minor, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (business_id) DO UPDATE
       SET auto_approve_limit_minor = EXCLUDED.auto_approve_limit_minor,
           updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [String(businessId), limitMinor === null ? null : String(limitMinor), String(by)],
  );
}
