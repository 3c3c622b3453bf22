import type { TeamRole } from '@owo/contract/team';
import type { Queryable } from '#db/db.ts';

// What the acting-for check reads (team_members, joined by phone as in modules/team/team-repository.ts) and
// the business's audit log it writes.

/** The caller's live membership of the business with this user id (uuid), or null. */
export async function findMembershipOf(
  q: Queryable,
  businessUuid: string,
  callerId: bigint,
): Promise<{ business_id: bigint; role: TeamRole; approval_limit_minor: bigint | null } | null> {
  const { rows } = await q.query<{
    business_id: bigint;
    role: TeamRole;
    approval_limit_minor: bigint | null;
  }>(
    `SELECT b.id AS business_id, m.role, m.approval_limit_minor
       FROM users b
       JOIN team_members m ON m.business_id = b.id AND m.removed_at IS NULL
       JOIN users c ON c.phone = m.phone
      WHERE b.uuid = $1 AND b.type = 'business' AND c.id = $2`,
    [businessUuid, String(callerId)],
  );
  return rows[0] ?? null;
}

export async function isUserUuid(q: Queryable, userId: bigint, uuid: string): Promise<boolean> {
  const { rows } = await q.query<{ own: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE id = $1 AND uuid::text = $2) AS own`,
    [String(userId), uuid],
  );
  return rows[0]?.own === true;
}

/** One line of a business's audit log (team_audit); `pageAudit` in modules/team/team-repository.ts reads it. */
export async function insertAudit(
  q: Queryable,
  a: { businessId: bigint; actorId: bigint; action: string; summary: string },
) {
  await q.query(`INSERT INTO team_audit (business_id, actor_id, action, summary) VALUES ($1, $2, $3, $4)`, [
    String(a.businessId),
    String(a.actorId),
    a.action,
    a.summary.slice(0, 300),
  ]);
}
