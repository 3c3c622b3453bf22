import type { Queryable } from '#db/db.ts';

export interface DeviceRow {
  id: bigint;
  uuid: string;
  user_id: bigint;
  device_hash: string;
  label: string;
  first_seen_at: Date;
  last_seen_at: Date;
  trusted_at: Date | null;
  signed_out_at: Date | null;
}
const COLUMNS = `id, uuid::text AS uuid, user_id, device_hash, label, first_seen_at, last_seen_at, trusted_at,
  signed_out_at`;

export async function findDevice(
  q: Queryable,
  userId: bigint,
  deviceHash: string,
): Promise<DeviceRow | null> {
  const { rows } = await q.query<DeviceRow>(
    `SELECT ${COLUMNS} FROM devices WHERE user_id = $1 AND device_hash = $2`,
    [String(userId), deviceHash],
  );
  return rows[0] ?? null;
}

export async function findDeviceByUuid(
  q: Queryable,
  userId: bigint,
  uuid: string,
): Promise<DeviceRow | null> {
  const { rows } = await q.query<DeviceRow>(
    `SELECT ${COLUMNS} FROM devices WHERE user_id = $1 AND uuid = $2`,
    [String(userId), uuid],
  );
  return rows[0] ?? null;
}

/** Records a sign-in from the device: seen now; `trust` makes it the account's trusted device. */
export async function upsertDevice(
  q: Queryable,
  d: { userId: bigint; deviceHash: string; label: string; userAgent: string | null; trust: boolean },
): Promise<DeviceRow> {
  const { rows } = await q.query<DeviceRow>(
    `INSERT INTO devices (user_id, device_hash, label, user_agent, trusted_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN now() END)
     ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = now(), label = EXCLUDED.label,
       user_agent = EXCLUDED.user_agent,
       trusted_at = CASE WHEN $5::boolean THEN coalesce(devices.trusted_at, now()) ELSE devices.trusted_at END,
       signed_out_at = CASE WHEN $5::boolean THEN NULL ELSE devices.signed_out_at END
     RETURNING ${COLUMNS}`,
    [String(d.userId), d.deviceHash, d.label.slice(0, 100), d.userAgent?.slice(0, 500) ?? null, d.trust],
  );
  return rows[0]!;
}

/** The customer's devices, most recently seen first. */
export async function listDevices(q: Queryable, userId: bigint): Promise<DeviceRow[]> {
  const { rows } = await q.query<DeviceRow>(
    `SELECT ${COLUMNS} FROM devices WHERE user_id = $1 ORDER BY last_seen_at DESC, id DESC LIMIT 50`,
    [String(userId)],
  );
  return rows;
}

/** Signs a device out: its sessions revoked and its trust withdrawn (its next login needs a code). */
export async function signOutDevice(q: Queryable, userId: bigint, deviceHash: string) {
  await q.query(
    `UPDATE devices SET trusted_at = NULL, signed_out_at = now() WHERE user_id = $1 AND device_hash = $2`,
    [String(userId), deviceHash],
  );
  await q.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND device_hash = $2 AND revoked_at IS NULL',
    [String(userId), deviceHash],
  );
}

/**
 * One device at a time: every session not bound to `keepHash` (null: none) is revoked, which signs those
 * devices out (and closes their event streams), and their trust is withdrawn: the next login on any of them
 * needs a code sent to the phone, as after signing one out from Profile → Devices. Returns how many sessions
 * ended.
 */
export async function signOutOtherDevices(
  q: Queryable,
  userId: bigint,
  keepHash: string | null,
): Promise<number> {
  await q.query(
    `UPDATE devices SET trusted_at = NULL, signed_out_at = now()
     WHERE user_id = $1 AND device_hash IS DISTINCT FROM $2 AND trusted_at IS NOT NULL`,
    [String(userId), keepHash],
  );
  const r = await q.query(
    `UPDATE sessions SET revoked_at = now()
     WHERE user_id = $1 AND device_hash IS DISTINCT FROM $2 AND revoked_at IS NULL`,
    [String(userId), keepHash],
  );
  return r.rowCount;
}

/** Starts a new window of the new-device send cap for the customer. */
export async function startSendCapWindow(q: Queryable, userId: bigint) {
  await q.query('UPDATE users SET send_cap_from = now() WHERE id = $1', [String(userId)]);
}
