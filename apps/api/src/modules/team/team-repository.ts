import type { TeamRole } from '@owo/contract/team';
import type { Queryable } from '#db/db.ts';

// Members attach by phone: a member row names a phone, and whoever holds that phone (now, or after signing
// up with it) is the member. Users' phones do not change, so the join is the membership.

export interface MemberRow {
  id: bigint;
  uuid: string;
  business_id: bigint;
  phone: string;
  role: TeamRole;
  approval_limit_minor: bigint | null;
  created_at: Date;
  /** The customer holding the phone, once there is one. */
  member_id: bigint | null;
  /**
   * Their own name once they have joined (opened the invitation, or acted for the business: an audit line of
   * theirs); before that the name the inviter gave, or null: inviting a phone must not tell the inviter whose
   * number it is.
   */
  member_name: string | null;
  accepted: boolean;
  invite_code: string;
}

/** A person's name as teammates read it: the business's name for the owner, else first and last names. */
export const PERSON_NAME = `coalesce(
    CASE WHEN u.type = 'business' THEN nullif(u.business_name, '') END,
    nullif(trim(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, '')), ''),
    'Owo customer ' || right(u.phone, 4))`;

/** The member has joined: opened the invitation, or acted for the business (an audit line of theirs). */
const ACCEPTED = `(m.accepted_at IS NOT NULL OR EXISTS (
    SELECT 1 FROM team_audit a WHERE a.business_id = m.business_id AND a.actor_id = u.id))`;

/**
 * A member's name as their team reads it: their own once they joined (a business's name, a person's first and
 * last names), else the one the inviter gave; a member who joined before KYC named them keeps that one.
 */
const MEMBER_NAME = `CASE WHEN u.id IS NOT NULL AND ${ACCEPTED} THEN coalesce(
    CASE WHEN u.type = 'business' THEN nullif(u.business_name, '') END,
    nullif(trim(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, '')), ''),
    m.invited_name,
    'Owo customer ' || right(u.phone, 4))
  ELSE m.invited_name END`;

/** A business's name as its team reads it (before KYC names it: "Business 4567"). `b`: its users alias. */
export const BUSINESS_NAME = (b: string) =>
  `coalesce(nullif(${b}.business_name, ''), 'Business ' || right(${b}.phone, 4))`;

/**
 * The name of someone who acted in a business (prepared, decided, a line of the audit log) as their team
 * reads it: their own (a business's name, a person's names), else the name the inviter gave them.
 * `u`: the person's users alias; `businessId`: an SQL expression of the business's id.
 */
export const teamPersonName = (u: string, businessId: string) => `coalesce(
    CASE WHEN ${u}.type = 'business' THEN ${BUSINESS_NAME(u)} END,
    nullif(trim(coalesce(${u}.firstname, '') || ' ' || coalesce(${u}.lastname, '')), ''),
    (SELECT tm.invited_name FROM team_members tm
      WHERE tm.business_id = ${businessId} AND tm.phone = ${u}.phone AND tm.invited_name IS NOT NULL
      ORDER BY tm.id DESC LIMIT 1),
    'Owo customer ' || right(${u}.phone, 4))`;

const SELECT_MEMBER = `SELECT m.id, m.uuid::text AS uuid, m.business_id, m.phone, m.role, m.approval_limit_minor,
    m.created_at, u.id AS member_id, ${MEMBER_NAME} AS member_name,
    (u.id IS NOT NULL AND ${ACCEPTED}) AS accepted, m.invite_code
  FROM team_members m LEFT JOIN users u ON u.phone = m.phone`;

export async function listMembers(q: Queryable, businessId: bigint): Promise<MemberRow[]> {
  const { rows } = await q.query<MemberRow>(
    `${SELECT_MEMBER} WHERE m.business_id = $1 AND m.removed_at IS NULL ORDER BY m.id`,
    [String(businessId)],
  );
  return rows;
}

export async function findMember(q: Queryable, businessId: bigint, uuid: string): Promise<MemberRow | null> {
  const { rows } = await q.query<MemberRow>(
    `${SELECT_MEMBER} WHERE m.business_id = $1 AND m.uuid = $2 AND m.removed_at IS NULL`,
    [String(businessId), uuid],
  );
  return rows[0] ?? null;
}

export { lockMembership } from '#records/team-memberships-repository.ts';

export interface MembershipRow {
  business_uuid: string;
  business_name: string;
  role: TeamRole;
  approval_limit_minor: bigint | null;
}

/** Every business the caller is a member of, by name. */
export async function listMembershipsOf(q: Queryable, callerId: bigint): Promise<MembershipRow[]> {
  const { rows } = await q.query<MembershipRow>(
    `SELECT b.uuid::text AS business_uuid,
            ${BUSINESS_NAME('b')} AS business_name,
            m.role, m.approval_limit_minor
       FROM users c
       JOIN team_members m ON m.phone = c.phone AND m.removed_at IS NULL
       JOIN users b ON b.id = m.business_id AND b.type = 'business'
      WHERE c.id = $1
      ORDER BY m.id`,
    [String(callerId)],
  );
  return rows;
}

export async function insertMember(
  q: Queryable,
  m: {
    businessId: bigint;
    phone: string;
    role: TeamRole;
    limitMinor: bigint | null;
    invitedBy: bigint;
    invitedName: string | null;
  },
): Promise<{ uuid: string; inviteCode: string } | null> {
  const { rows } = await q.query<{ uuid: string; invite_code: string }>(
    `INSERT INTO team_members (business_id, phone, role, approval_limit_minor, invited_by, invited_name)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (business_id, phone) WHERE removed_at IS NULL DO NOTHING
     RETURNING uuid::text AS uuid, invite_code`,
    [
      String(m.businessId),
      m.phone,
      m.role,
      m.limitMinor === null ? null : String(m.limitMinor),
      String(m.invitedBy),
      m.invitedName,
    ],
  );
  const row = rows[0];
  return row ? { uuid: row.uuid, inviteCode: row.invite_code } : null;
}

export interface InviteRow {
  member_id: bigint;
  business_id: bigint;
  business_uuid: string;
  business_name: string;
  phone: string;
  role: TeamRole;
  approval_limit_minor: bigint | null;
}

/** The live invitation with this code (a removed member's is gone), with its business. */
export async function findInvite(q: Queryable, code: string): Promise<InviteRow | null> {
  const { rows } = await q.query<InviteRow>(
    `SELECT m.id AS member_id, b.id AS business_id, b.uuid::text AS business_uuid,
            ${BUSINESS_NAME('b')} AS business_name,
            m.phone, m.role, m.approval_limit_minor
       FROM team_members m JOIN users b ON b.id = m.business_id AND b.type = 'business'
      WHERE m.invite_code = $1 AND m.removed_at IS NULL`,
    [code],
  );
  return rows[0] ?? null;
}

/** The member opened the invitation and joined (the first time counts). */
export async function markAccepted(q: Queryable, memberId: bigint): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE team_members SET accepted_at = now(), updated_at = now()
      WHERE id = $1 AND accepted_at IS NULL AND removed_at IS NULL`,
    [String(memberId)],
  );
  return (rowCount ?? 0) > 0;
}

/** Someone who may decide the business's payments, or could with another limit: the owner and each member. */
export interface DeciderRow {
  user_id: bigint;
  /** The business's name for the owner; a member's name as the team reads it (null: none known yet). */
  name: string | null;
  phone: string;
  role: TeamRole | 'owner';
  approval_limit_minor: bigint | null;
}

/** The owner and every member who holds an account, with their role and limit (the caller filters by rule). */
export async function listTeamPeople(q: Queryable, businessId: bigint): Promise<DeciderRow[]> {
  const { rows } = await q.query<DeciderRow>(
    `SELECT u.id AS user_id, ${PERSON_NAME} AS name, u.phone, 'owner' AS role, NULL::bigint AS approval_limit_minor
       FROM users u WHERE u.id = $1
     UNION ALL
     SELECT u.id, ${MEMBER_NAME}, u.phone, m.role, m.approval_limit_minor
       FROM team_members m JOIN users u ON u.phone = m.phone
      WHERE m.business_id = $1 AND m.removed_at IS NULL`,
    [String(businessId)],
  );
  return rows;
}

export async function updateMemberRole(q: Queryable, id: bigint, role: TeamRole, limitMinor: bigint | null) {
  await q.query(
    `UPDATE team_members SET role = $2, approval_limit_minor = $3, updated_at = now() WHERE id = $1`,
    [String(id), role, limitMinor === null ? null : String(limitMinor)],
  );
}

export async function markMemberRemoved(q: Queryable, id: bigint) {
  await q.query(`UPDATE team_members SET removed_at = now(), updated_at = now() WHERE id = $1`, [String(id)]);
}

// ── Audit ─────────────────────────────────────────────────────────────────────────────────────────────

export interface AuditRow {
  id: bigint;
  action: string;
  summary: string;
  actor_uuid: string;
  actor_name: string;
  created_at: Date;
}

export async function pageAudit(
  q: Queryable,
  businessId: bigint,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: AuditRow[] }> {
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM team_audit WHERE business_id = $1`,
    [String(businessId)],
  );
  const page = await q.query<AuditRow>(
    `SELECT a.id, a.action, a.summary, u.uuid::text AS actor_uuid, ${teamPersonName('u', 'a.business_id')} AS actor_name,
            a.created_at
         FROM team_audit a JOIN users u ON u.id = a.actor_id
        WHERE a.business_id = $1 ORDER BY a.id DESC LIMIT $2 OFFSET $3`,
    [String(businessId), limit, offset],
  );
  return { total: count.rows[0]?.n ?? 0, rows: page.rows };
}
