import { toMajor } from '@owo/contract/money';
import { formatMinor } from '@owo/contract/money-format';
import {
  type ActingBusiness,
  type AuditEntry,
  can,
  type inviteMemberBody,
  PERMISSIONS,
  type Permission,
  ROLE_NAMES,
  type TeamInvite,
  type TeamMember,
  type TeamRole,
  teamMessages,
  teamNotices,
  type updateMemberBody,
} from '@owo/contract/team';
import { maskedInvitePhone } from '@owo/contract/team-roles';
import type { z } from 'zod';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { laravelPage } from '#lib/paginate.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { type Actor, audit } from '#modules/acting-for/acting-for.ts';
import { revokeKeysOfMember } from '#modules/api-keys/api-keys-service.ts';
import { returnBatchToReviewIn } from '#modules/payouts/payouts-pay.ts';
import { withdrawSecretsOf } from '#modules/webhooks-out/webhooks-out-service.ts';
import { findUserById, lockUser, type UserRow } from '#records/users-repository.ts';
import { cancelPendingOf } from './approvals-repository.ts';
import {
  type AuditRow,
  findInvite,
  findMember,
  insertMember,
  listMembers,
  listMembershipsOf,
  type MemberRow,
  markAccepted,
  markMemberRemoved,
  pageAudit,
  updateMemberRole,
} from './team-repository.ts';

/** ₦1,234.50: how amounts read in summaries and the audit log (the one formatter). */
export const naira = (minor: bigint): string => formatMinor(minor);

/** Invites per business and hour: a team grows a few people at a time, and phones are not to be probed. */
export const INVITES_PER_HOUR = 30;

const memberView = (m: MemberRow, origin: string): TeamMember => ({
  id: m.uuid,
  phone: m.phone,
  name: m.member_name,
  role: m.role,
  approval_limit: m.approval_limit_minor === null ? null : toMajor(m.approval_limit_minor),
  joined: m.member_id !== null,
  accepted: m.accepted,
  invite_url: m.accepted ? null : inviteUrl(origin, m.invite_code),
  created_at: m.created_at.toISOString(),
});

const roleLine = (role: TeamRole, limitMinor: bigint | null) =>
  limitMinor === null ? ROLE_NAMES[role] : `${ROLE_NAMES[role]} (limit ${naira(limitMinor)})`;

/** Where an invitation's link points: the join page of the web app. */
const inviteUrl = (origin: string, code: string) => `${origin}/join/${code}`;

export async function members(deps: Deps, actor: Actor, origin: string): Promise<TeamMember[]> {
  return (await listMembers(deps.db, actor.ownerId)).map((m) => memberView(m, origin));
}

async function requireBusiness(q: Queryable, ownerId: bigint): Promise<UserRow> {
  const owner = await findUserById(q, ownerId);
  if (owner?.type !== 'business') throw new AppError('unprocessable', teamMessages.businessOnly);
  return owner;
}

/**
 * Invites a phone with a role, and texts it a link to join (/join/{code}): whoever holds that phone, now or
 * after signing up with it, opens it, signs in and lands in the business. `origin`: where the link points.
 */
export async function invite(
  deps: Deps,
  actor: Actor,
  body: z.output<typeof inviteMemberBody>,
  origin: string,
): Promise<TeamMember> {
  const limitMinor = body.role === 'approver' ? (body.approval_limit ?? null) : null;
  await rateLimit(deps.db, `team-invite:${actor.ownerId}`, INVITES_PER_HOUR, 3_600_000);
  const uuid = await deps.db.tx(async (q) => {
    const owner = await requireBusiness(q, actor.ownerId);
    if (owner.phone === body.phone) throw new AppError('unprocessable', teamMessages.selfInvite);
    const added = await insertMember(q, {
      businessId: actor.ownerId,
      phone: body.phone,
      role: body.role,
      limitMinor,
      invitedBy: actor.callerId,
      invitedName: body.name,
    });
    if (!added) throw new AppError('conflict', teamMessages.alreadyMember);
    const text = teamNotices.inviteSms(
      deps.config.brandName,
      businessName(owner),
      body.role,
      inviteUrl(origin, added.inviteCode),
    );
    await deps.rails.sms.send(q, body.phone, text);
    await audit(q, actor, 'member.invited', `Invited ${body.phone} as ${roleLine(body.role, limitMinor)}`);
    return added.uuid;
  });
  const member = await findMember(deps.db, actor.ownerId, uuid);
  if (!member) throw notFound();
  return memberView(member, origin);
}

/** What the invitation's page shows anyone holding its link; an unknown or withdrawn code is not found. */
export async function publicInvite(deps: Deps, code: string): Promise<TeamInvite> {
  const inv = await findInvite(deps.db, code);
  if (!inv) throw new AppError('not_found', teamMessages.inviteNotFound);
  return { business: inv.business_name, role: inv.role, phone: maskedInvitePhone(inv.phone) };
}

/**
 * The signed-in customer joins the team that invited their phone: the membership is theirs already (it
 * attaches by phone); joining shows their name to the team and answers the business to act for.
 */
export async function acceptInvite(deps: Deps, callerId: bigint, code: string): Promise<ActingBusiness> {
  const inv = await findInvite(deps.db, code);
  if (!inv) throw new AppError('not_found', teamMessages.inviteNotFound);
  const me = await findUserById(deps.db, callerId);
  if (!me) throw notFound();
  // Another phone's invitation is none of this customer's business: not found, like anything of another's.
  // (The web compares the phones first and says which number to log in with.)
  if (me.phone !== inv.phone) throw new AppError('not_found', teamMessages.inviteNotFound);
  await deps.db.tx(async (q) => {
    if (!(await markAccepted(q, inv.member_id))) return;
    const actor: Actor = {
      callerId,
      ownerId: inv.business_id,
      role: inv.role,
      approvalLimitMinor: inv.approval_limit_minor,
    };
    await audit(q, actor, 'member.joined', `Joined as ${roleLine(inv.role, inv.approval_limit_minor)}`);
  });
  return {
    id: inv.business_uuid,
    name: inv.business_name,
    role: inv.role,
    own: false,
    personal: false,
    approval_limit: inv.approval_limit_minor === null ? null : toMajor(inv.approval_limit_minor),
    permissions: permissionsOf(inv.role),
  };
}

/**
 * A change of the team that cancels what a member prepared takes the business's row first, as a money move of the
 * business does (money_authorise), then the membership, its keys and approvals: an approval in progress and a
 * removal take turns instead of each holding what the other waits for (a deadlock).
 */
const lockBusinessFirst = (q: Queryable, actor: Actor) => lockUser(q, actor.ownerId);

export async function changeRole(
  deps: Deps,
  actor: Actor,
  uuid: string,
  body: z.output<typeof updateMemberBody>,
  origin: string,
): Promise<TeamMember> {
  const limitMinor = body.role === 'approver' ? (body.approval_limit ?? null) : null;
  await deps.db.tx(async (q) => {
    await lockBusinessFirst(q, actor);
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
      await cancelInitiations(
        q,
        actor,
        member,
        teamMessages.cancelledRole,
        'its creator was given a lower role',
      );
  });
  const after = await findMember(deps.db, actor.ownerId, uuid);
  if (!after) throw notFound();
  return memberView(after, origin);
}

export async function remove(deps: Deps, actor: Actor, uuid: string): Promise<TeamMember> {
  return deps.db.tx(async (q) => {
    await lockBusinessFirst(q, actor);
    const member = await findMember(q, actor.ownerId, uuid);
    if (!member) throw notFound();
    await markMemberRemoved(q, member.id);
    await audit(q, actor, 'member.removed', `Removed ${member.phone} (${ROLE_NAMES[member.role]})`);
    await cancelInitiations(
      q,
      actor,
      member,
      teamMessages.cancelledRemoved,
      'its creator was removed from the team',
    );
    // Removed, the invitation's link opens nothing any more.
    return { ...memberView(member, ''), invite_url: null };
  });
}

const RANK: Record<TeamRole, number> = { admin: 3, initiator: 2, approver: 2, viewer: 1 };

/** A role change that takes trust away: a lower role, or one that may no longer prepare payments. */
const isLowering = (from: TeamRole, to: TeamRole) =>
  RANK[to] < RANK[from] || (can(from, 'approvals.initiate') && !can(to, 'approvals.initiate'));

/**
 * A member removed or demoted: the API keys they created are revoked, the webhook signing secrets they hold are
 * replaced (the endpoints switched off until a manager rolls a new one), and every payment they prepared that
 * still waits, or one of those keys confirmed, is cancelled (a payout batch goes back to review), in the same
 * transaction, so nothing they set up can be approved or used afterwards.
 */
async function cancelInitiations(
  q: Queryable,
  actor: Actor,
  member: MemberRow,
  reason: string,
  keyWhy: string,
) {
  if (member.member_id === null) return;
  await revokeKeysOfMember(q, actor, member.member_id, keyWhy);
  await withdrawSecretsOf(q, actor, member.member_id, keyWhy);
  const cancelled = await cancelPendingOf(q, actor.ownerId, member.member_id, actor.callerId, reason);
  for (const c of cancelled) {
    if (c.kind === 'payout_batch') await returnBatchToReviewIn(q, String(c.payload.batch_id));
    await audit(q, actor, 'approval.cancelled', `Cancelled ${c.summary}`);
  }
}

const permissionsOf = (role: TeamRole | 'owner') =>
  (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));

/** A business's name as its team reads it (as listMembershipsOf names it). */
const businessName = (u: UserRow) => u.business_name || `Business ${u.phone.slice(-4)}`;

/** The caller's own account by name: the business's, or the person's (their phone before KYC names them). */
const ownName = (u: UserRow) =>
  u.type === 'business'
    ? businessName(u)
    : [u.firstname, u.lastname].filter(Boolean).join(' ') ||
      `0${u.phone.slice(4, 7)} ${u.phone.slice(7, 10)} ${u.phone.slice(10)}`;

/** The accounts the caller may act for: their own first, then each business they are a member of. */
export async function businessesOf(deps: Deps, callerId: bigint): Promise<ActingBusiness[]> {
  const me = await findUserById(deps.db, callerId);
  if (!me) throw notFound();
  const own: ActingBusiness = {
    id: me.uuid,
    name: ownName(me),
    role: 'owner',
    own: true,
    personal: me.type !== 'business',
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
      personal: false,
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

/** Lines of the audit log per page. */
export const AUDIT_PER_PAGE = 20;

/** One page of the business's audit log, newest first, with the page links. */
export async function auditPage(deps: Deps, businessId: bigint, page: number) {
  const { total, rows } = await pageAudit(deps.db, businessId, AUDIT_PER_PAGE, (page - 1) * AUDIT_PER_PAGE);
  return laravelPage({
    path: `${deps.config.publicUrl}/api/team/audit`,
    page,
    perPage: AUDIT_PER_PAGE,
    total,
    data: rows.map(auditView),
  });
}
