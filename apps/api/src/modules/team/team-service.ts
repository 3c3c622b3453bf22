import { toMajor } from '@owo/contract/money';
import { formatMinor } from '@owo/contract/money-format';
import {
  type ActingBusiness,
  type AuditEntry,
  can,
  type inviteMemberBody,
  PERMISSIONS,
  type Permission,
  type TeamMember,
  type TeamRole,
  teamMessages,
  type updateMemberBody,
} from '@owo/contract/team';
import type { z } from 'zod';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { returnBatchToReviewIn } from '#modules/payouts/payouts-pay.ts';
import { findUserById, type UserRow } from '#modules/users/users-repository.ts';
import type { Actor } from './acting-for.ts';
import { cancelPendingOf } from './approvals-repository.ts';
import {
  type AuditRow,
  findMember,
  insertAudit,
  insertMember,
  listMembers,
  listMembershipsOf,
  type MemberRow,
  markMemberRemoved,
  updateMemberRole,
} from './team-repository.ts';

export const ROLE_NAMES: Record<TeamRole | 'owner', string> = {
  owner: 'Owner',
  admin: 'Admin',
  initiator: 'Initiator',
  approver: 'Approver',
  viewer: 'Viewer',
};

/** ₦1,234.50: how amounts read in summaries and the audit log (the one formatter). */
export const naira = (minor: bigint): string => formatMinor(minor);

/** Writes one line of the business's audit log (in the caller's transaction when given one). */
export function audit(q: Queryable, actor: Actor, action: string, summary: string) {
  // A key's action is the business's own, and says which key did it.
  const by = actor.apiKey ? ` (API key “${actor.apiKey.name}”)` : '';
  return insertAudit(q, {
    businessId: actor.ownerId,
    actorId: actor.callerId,
    action,
    summary: `${summary}${by}`,
  });
}

/** Invites per business and hour: a team grows a few people at a time, and phones are not to be probed. */
export const INVITES_PER_HOUR = 30;

const memberView = (m: MemberRow): TeamMember => ({
  id: m.uuid,
  phone: m.phone,
  name: m.member_name,
  role: m.role,
  approval_limit: m.approval_limit_minor === null ? null : toMajor(m.approval_limit_minor),
  joined: m.member_id !== null,
  created_at: m.created_at.toISOString(),
});

const roleLine = (role: TeamRole, limitMinor: bigint | null) =>
  limitMinor === null ? ROLE_NAMES[role] : `${ROLE_NAMES[role]} (limit ${naira(limitMinor)})`;

export async function members(deps: Deps, actor: Actor): Promise<TeamMember[]> {
  return (await listMembers(deps.db, actor.ownerId)).map(memberView);
}

async function requireBusiness(q: Queryable, ownerId: bigint): Promise<UserRow> {
  const owner = await findUserById(q, ownerId);
  if (owner?.type !== 'business') throw new AppError('unprocessable', teamMessages.businessOnly);
  return owner;
}

export async function invite(
  deps: Deps,
  actor: Actor,
  body: z.output<typeof inviteMemberBody>,
): Promise<TeamMember> {
  const limitMinor = body.role === 'approver' ? (body.approval_limit ?? null) : null;
  await rateLimit(deps.db, `team-invite:${actor.ownerId}`, INVITES_PER_HOUR, 3_600_000);
  const uuid = await deps.db.tx(async (q) => {
    const owner = await requireBusiness(q, actor.ownerId);
    if (owner.phone === body.phone) throw new AppError('unprocessable', teamMessages.selfInvite);
    const id = await insertMember(q, {
      businessId: actor.ownerId,
      phone: body.phone,
      role: body.role,
      limitMinor,
      invitedBy: actor.callerId,
    });
    if (!id) throw new AppError('conflict', teamMessages.alreadyMember);
    await audit(q, actor, 'member.invited', `Invited ${body.phone} as ${roleLine(body.role, limitMinor)}`);
    return id;
  });
  const member = await findMember(deps.db, actor.ownerId, uuid);
  if (!member) throw notFound();
  return memberView(member);
}

export async function changeRole(
  deps: Deps,
  actor: Actor,
  uuid: string,
  body: z.output<typeof updateMemberBody>,
): Promise<TeamMember> {
  const limitMinor = body.role === 'approver' ? (body.approval_limit ?? null) : null;
  await deps.db.tx(async (q) => {
    const member = await findMember(q, actor.ownerId, uuid);
    if (!member) throw notFound();
    await updateMemberRole(q, member.id, body.role, limitMinor);
    await audit(
      q,
      actor,
      'member.role_changed',
      `Changed ${member.phone} from ${roleLine(member.role, member.approval_limit_minor)} to ${roleLine(body.role, limitMinor)}`,
    );
    if (isLowering(member.role, body.role))
      await cancelInitiations(q, actor, member, teamMessages.cancelledRole);
  });
  const after = await findMember(deps.db, actor.ownerId, uuid);
  if (!after) throw notFound();
  return memberView(after);
}

export async function remove(deps: Deps, actor: Actor, uuid: string): Promise<TeamMember> {
  return deps.db.tx(async (q) => {
    const member = await findMember(q, actor.ownerId, uuid);
    if (!member) throw notFound();
    await markMemberRemoved(q, member.id);
    await audit(q, actor, 'member.removed', `Removed ${member.phone} (${ROLE_NAMES[member.role]})`);
    await cancelInitiations(q, actor, member, teamMessages.cancelledRemoved);
    return memberView(member);
  });
}

const RANK: Record<TeamRole, number> = { admin: 3, initiator: 2, approver: 2, viewer: 1 };

/** A role change that takes trust away: a lower role, or one that may no longer prepare payments. */
const isLowering = (from: TeamRole, to: TeamRole) =>
  RANK[to] < RANK[from] || (can(from, 'approvals.initiate') && !can(to, 'approvals.initiate'));

/**
 * A member removed or demoted: every payment they prepared that still waits is cancelled (a payout batch goes
 * back to review), in the same transaction, so nothing they set up can be approved afterwards.
 */
async function cancelInitiations(q: Queryable, actor: Actor, member: MemberRow, reason: string) {
  if (member.member_id === null) return;
  const cancelled = await cancelPendingOf(q, actor.ownerId, member.member_id, actor.callerId, reason);
  for (const c of cancelled) {
    if (c.kind === 'payout_batch') await returnBatchToReviewIn(q, String(c.payload.batch_id));
    await audit(q, actor, 'approval.cancelled', `Cancelled ${c.summary}`);
  }
}

const permissionsOf = (role: TeamRole | 'owner') =>
  (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));

const displayName = (u: UserRow) =>
  (u.type === 'business' && u.business_name) ||
  [u.firstname, u.lastname].filter(Boolean).join(' ') ||
  'My account';

/** The accounts the caller may act for: their own first, then each business they are a member of. */
export async function businessesOf(deps: Deps, callerId: bigint): Promise<ActingBusiness[]> {
  const me = await findUserById(deps.db, callerId);
  if (!me) throw notFound();
  const own: ActingBusiness = {
    id: me.uuid,
    name: displayName(me),
    role: 'owner',
    own: true,
    approval_limit: null,
    permissions: permissionsOf('owner'),
  };
  const memberships = await listMembershipsOf(deps.db, callerId);
  return [
    own,
    ...memberships.map((m) => ({
      id: m.business_uuid,
      name: m.business_name,
      role: m.role,
      own: false,
      approval_limit: m.approval_limit_minor === null ? null : toMajor(m.approval_limit_minor),
      permissions: permissionsOf(m.role),
    })),
  ];
}

export const auditView = (a: AuditRow): AuditEntry => ({
  id: String(a.id),
  action: a.action,
  summary: a.summary,
  actor: { id: a.actor_uuid, name: a.actor_name },
  created_at: a.created_at.toISOString(),
});
