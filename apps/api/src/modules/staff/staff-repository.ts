import type { StaffRole } from '@owo/contract/ops';
import type { Queryable } from '#db/db.ts';

export interface StaffRow {
  id: bigint;
  uuid: string;
  email: string;
  role: StaffRole;
  /** Null until the member has enrolled (migration 049). */
  password_hash: string | null;
  totp_sealed: string | null;
  totp_last_step: bigint;
  created_at: Date;
  disabled_at: Date | null;
  enrolled_at: Date | null;
  enrol_expires_at: Date | null;
}

/** An enrolled staff member, with their credentials (the ops:staff command, the sandbox). */
export async function insertStaff(
  q: Queryable,
  s: { email: string; role: StaffRole; passwordHash: string; totpSealed: string; createdBy: bigint | null },
): Promise<StaffRow | null> {
  const { rows } = await q.query<StaffRow>(
    `INSERT INTO staff (email, role, password_hash, totp_sealed, created_by, enrolled_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (email) DO NOTHING RETURNING *`,
    [s.email, s.role, s.passwordHash, s.totpSealed, s.createdBy === null ? null : String(s.createdBy)],
  );
  return rows[0] ?? null;
}

/** A staff member still to enrol: no credentials, a one-time enrolment link (its hash) good until `expiresAt`. */
export async function insertStaffToEnrol(
  q: Queryable,
  s: { email: string; role: StaffRole; createdBy: bigint; codeHash: string; expiresAt: Date },
): Promise<StaffRow | null> {
  const { rows } = await q.query<StaffRow>(
    `INSERT INTO staff (email, role, created_by, enrol_code_hash, enrol_expires_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO NOTHING RETURNING *`,
    [s.email, s.role, String(s.createdBy), s.codeHash, s.expiresAt],
  );
  return rows[0] ?? null;
}

/** The staff member an enrolment link is for, while it is live (not used, not expired, not disabled), locked. */
export async function lockStaffToEnrol(q: Queryable, codeHash: string): Promise<StaffRow | null> {
  const { rows } = await q.query<StaffRow>(
    `SELECT * FROM staff WHERE enrol_code_hash = $1 AND enrolled_at IS NULL AND disabled_at IS NULL
       AND enrol_expires_at > now() FOR UPDATE`,
    [codeHash],
  );
  return rows[0] ?? null;
}

/** The password and authenticator the member chose, not yet confirmed by a code. */
export async function setEnrolCredentials(
  q: Queryable,
  id: bigint,
  passwordHash: string,
  totpSealed: string,
) {
  await q.query('UPDATE staff SET password_hash = $2, totp_sealed = $3 WHERE id = $1', [
    String(id),
    passwordHash,
    totpSealed,
  ]);
}

/** Enrolled: the link is spent. */
export async function finishEnrol(q: Queryable, id: bigint) {
  await q.query(
    'UPDATE staff SET enrolled_at = now(), enrol_code_hash = NULL, enrol_expires_at = NULL WHERE id = $1',
    [String(id)],
  );
}

export async function findStaffByEmail(q: Queryable, email: string): Promise<StaffRow | null> {
  const { rows } = await q.query<StaffRow>('SELECT * FROM staff WHERE email = $1', [email]);
  return rows[0] ?? null;
}

export async function listStaff(q: Queryable): Promise<StaffRow[]> {
  const { rows } = await q.query<StaffRow>('SELECT * FROM staff ORDER BY created_at, id');
  return rows;
}

/** Takes a TOTP time step for the staff member: false when it (or a later one) was already used. */
export async function takeTotpStep(q: Queryable, staffId: bigint, step: number): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2',
    [String(staffId), String(step)],
  );
  return rowCount === 1;
}

export async function insertStaffSession(
  q: Queryable,
  staffId: bigint,
  tokenHash: string,
  expiresAt: Date,
): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint }>(
    'INSERT INTO staff_sessions (staff_id, token_hash, expires_at) VALUES ($1, $2, $3) RETURNING id',
    [String(staffId), tokenHash, expiresAt],
  );
  return rows[0]!.id;
}

export interface LiveStaffSession {
  session_id: bigint;
  staff_id: bigint;
  uuid: string;
  email: string;
  role: StaffRole;
}

/**
 * The live session of a staff token: unrevoked, within its 12 hours and used within the last `idleMinutes`;
 * the staff member not disabled. Using it keeps it alive (last_seen_at, in the same statement).
 */
export async function touchStaffSession(
  q: Queryable,
  tokenHash: string,
  idleMinutes: number,
): Promise<LiveStaffSession | null> {
  const { rows } = await q.query<LiveStaffSession>(
    `UPDATE staff_sessions ss SET last_seen_at = now()
       FROM staff s
      WHERE ss.token_hash = $1 AND ss.revoked_at IS NULL AND ss.expires_at > now()
        AND ss.last_seen_at > now() - make_interval(mins => $2::int)
        AND s.id = ss.staff_id AND s.disabled_at IS NULL
     RETURNING ss.id AS session_id, s.id AS staff_id, s.uuid, s.email, s.role`,
    [tokenHash, idleMinutes],
    // Its one write sets a timestamp: running it again after a lost COMMIT sets it again (decision 019).
    { repeatable: true },
  );
  return rows[0] ?? null;
}

export async function revokeStaffSession(q: Queryable, sessionId: bigint): Promise<void> {
  await q.query('UPDATE staff_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    String(sessionId),
  ]);
}

export async function findStaffByUuid(q: Queryable, uuid: string): Promise<StaffRow | null> {
  const { rows } = await q.query<StaffRow>('SELECT * FROM staff WHERE uuid = $1', [uuid]);
  return rows[0] ?? null;
}

/**
 * Disables a staff member (they can no longer sign in, and touchStaffSession refuses their tokens) and revokes
 * every live session of theirs. Null when they were already disabled.
 */
export async function disableStaffRow(q: Queryable, staffId: bigint): Promise<StaffRow | null> {
  const { rows } = await q.query<StaffRow>(
    'UPDATE staff SET disabled_at = now() WHERE id = $1 AND disabled_at IS NULL RETURNING *',
    [String(staffId)],
  );
  if (!rows[0]) return null;
  await endStaffSessions(q, staffId);
  return rows[0];
}

/** Ends every live session of a staff member. */
async function endStaffSessions(q: Queryable, staffId: bigint) {
  await q.query('UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL', [
    String(staffId),
  ]);
}

/**
 * Clears a member's password and authenticator and ends their sessions, with a new enrolment link in place
 * (migration 054): they sign in again only once they have enrolled anew. Null when they are disabled.
 */
export async function resetStaffEnrolment(
  q: Queryable,
  staffId: bigint,
  enrol: { codeHash: string; expiresAt: Date },
): Promise<StaffRow | null> {
  const { rows } = await q.query<StaffRow>(
    // The spent-code counter goes with the authenticator it counted for: the new one's first code is fresh.
    `UPDATE staff SET password_hash = NULL, totp_sealed = NULL, totp_last_step = 0, enrolled_at = NULL,
       enrol_code_hash = $2, enrol_expires_at = $3
     WHERE id = $1 AND disabled_at IS NULL RETURNING *`,
    [String(staffId), enrol.codeHash, enrol.expiresAt],
  );
  if (!rows[0]) return null;
  await endStaffSessions(q, staffId);
  return rows[0];
}

// ── Proposals: a staff account made by two admins (migration 048) ───────────────────────────────────────

export interface StaffProposalRow {
  id: bigint;
  uuid: string;
  /** A new account, or a reset of a member's sign-in (migration 054). */
  kind: 'account' | 'reset';
  /** The member a reset is for. */
  staff_id: bigint | null;
  email: string;
  role: StaffRole;
  proposed_by: bigint;
  proposer_uuid: string;
  proposer_email: string;
  proposed_at: Date;
}

const PROPOSAL = `SELECT p.id, p.uuid::text AS uuid, p.kind, p.staff_id, p.email, p.role, p.proposed_by,
    s.uuid::text AS proposer_uuid,
    s.email AS proposer_email, p.proposed_at
  FROM staff_proposals p JOIN staff s ON s.id = p.proposed_by`;

/** A new proposal; null when one for this email is already waiting. */
export async function insertStaffProposal(
  q: Queryable,
  p: { email: string; role: StaffRole; proposedBy: bigint; reset?: bigint },
): Promise<StaffProposalRow | null> {
  const { rows } = await q.query<{ id: bigint }>(
    `INSERT INTO staff_proposals (email, role, proposed_by, kind, staff_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) WHERE status = 'pending' DO NOTHING RETURNING id`,
    [p.email, p.role, String(p.proposedBy), p.reset === undefined ? 'account' : 'reset', p.reset ?? null],
  );
  if (!rows[0]) return null;
  const { rows: made } = await q.query<StaffProposalRow>(`${PROPOSAL} WHERE p.id = $1`, [String(rows[0].id)]);
  return made[0]!;
}

/** The proposals waiting, oldest first. */
export async function listPendingProposals(q: Queryable): Promise<StaffProposalRow[]> {
  const { rows } = await q.query<StaffProposalRow>(
    `${PROPOSAL} WHERE p.status = 'pending' ORDER BY p.proposed_at, p.id`,
  );
  return rows;
}

/** A proposal still waiting, locked for this transaction's decision. */
export async function lockPendingProposal(q: Queryable, uuid: string): Promise<StaffProposalRow | null> {
  const { rows } = await q.query<StaffProposalRow>(
    `${PROPOSAL} WHERE p.uuid = $1 AND p.status = 'pending' FOR UPDATE OF p`,
    [uuid],
  );
  return rows[0] ?? null;
}

/**
 * A member disabled: the proposals they made, and the sign-in resets proposed for them, are withdrawn (decided
 * by the admin who disabled them), so nothing a departed admin proposed can be approved later. Their uuids.
 */
export async function withdrawProposalsOf(q: Queryable, staffId: bigint, by: bigint): Promise<string[]> {
  const { rows } = await q.query<{ uuid: string }>(
    `UPDATE staff_proposals SET status = 'withdrawn', decided_by = $2, decided_at = now()
     WHERE status = 'pending' AND (proposed_by = $1 OR staff_id = $1) RETURNING uuid::text AS uuid`,
    [String(staffId), String(by)],
  );
  return rows.map((r) => r.uuid);
}

export async function decideProposal(
  q: Queryable,
  id: bigint,
  status: 'approved' | 'withdrawn',
  by: bigint,
): Promise<void> {
  await q.query(
    `UPDATE staff_proposals SET status = $2, decided_by = $3, decided_at = now() WHERE id = $1 AND status = 'pending'`,
    [String(id), status, String(by)],
  );
}
