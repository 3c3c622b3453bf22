import type { TeamRole } from '@owo/contract/team';
import type { Queryable } from '#db/db.ts';

/**
 * A person's live membership of a business (their role and approval limit), share-locked until the transaction
 * ends; null when they are not, or no longer, a member. A removal or a role change updates that row, so it waits
 * for what is being decided on this membership now (an approval, a webhook secret handed out), or went first and
 * is seen. Shared by the team's approvals and the developers' webhooks.
 */
export async function lockMembership(
  q: Queryable,
  businessId: bigint,
  userId: bigint,
): Promise<{ role: TeamRole; approval_limit_minor: bigint | null } | null> {
  const { rows } = await q.query<{ role: TeamRole; approval_limit_minor: bigint | null }>(
    `SELECT m.role, m.approval_limit_minor
       FROM team_members m JOIN users c ON c.phone = m.phone
      WHERE m.business_id = $1 AND m.removed_at IS NULL AND c.id = $2
      FOR SHARE OF m`,
    [String(businessId), String(userId)],
  );
  return rows[0] ?? null;
}
