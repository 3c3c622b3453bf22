import { developerMessages, keyCan } from '@owo/contract/developers';
import { ACT_FOR_HEADER, type ActingRole, can, type Permission, teamMessages } from '@owo/contract/team';
import type { FastifyRequest } from 'fastify';
import type { Deps, KeyAuth } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { findMembershipOf, insertAudit, isUserUuid } from './acting-for-repository.ts';

// Who a request acts for. The web sends the business a member chose in X-Act-For (the business's user id);
// without it a caller acts for themselves, exactly as before teams. Routes that may act for a business say
// so (`config: { actsFor: true }`) and ask `actingFor(deps, req, permission)`; every other secured route
// refuses the header (`refuseActingForElsewhere`), so a member can never move their own money believing
// they act for the business, nor the business's money outside maker-checker.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route serves a member acting for a business (it checks the role itself). */
    actsFor?: boolean;
  }
}

export interface Actor {
  /** The signed-in customer. */
  callerId: bigint;
  /** Whose account the request acts on: the business, or the caller themselves. */
  ownerId: bigint;
  role: ActingRole;
  /** An approver's limit per payment (minor units); null: no limit (the owner, admins). */
  approvalLimitMinor: bigint | null;
  /** The business's API key making the request (modules/api-keys); its scopes, not a role, decide. */
  apiKey?: KeyAuth['apiKey'];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const headerOf = (req: FastifyRequest): string | null => {
  const v = req.headers[ACT_FOR_HEADER];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
};

/**
 * The actor of a request. A business the caller is not a member of (or anything that is not a user id) is
 * not found: the reply says nothing about whether that business exists.
 */
export async function actorOf(deps: Deps, req: FastifyRequest): Promise<Actor> {
  const auth = requireAuth(req);
  const { userId } = auth;
  // A key acts for its own business (the key hook refused X-Act-For) as an initiator would: it prepares,
  // a person approves. What it may do is its scopes' permissions (requirePermission).
  if (auth.apiKey) {
    return {
      callerId: userId,
      ownerId: userId,
      role: 'initiator',
      approvalLimitMinor: null,
      apiKey: auth.apiKey,
    };
  }
  const header = headerOf(req);
  const self: Actor = { callerId: userId, ownerId: userId, role: 'owner', approvalLimitMinor: null };
  if (header === null) return self;
  if (!UUID.test(header)) throw notFound();
  const membership = await findMembershipOf(deps.db, header.toLowerCase(), userId);
  if (!membership) {
    if (await isOwnId(deps, userId, header)) return self;
    throw notFound();
  }
  return {
    callerId: userId,
    ownerId: membership.business_id,
    role: membership.role,
    approvalLimitMinor: membership.approval_limit_minor,
  };
}

const isOwnId = (deps: Deps, userId: bigint, uuid: string) => isUserUuid(deps.db, userId, uuid.toLowerCase());

/** Refuses (403) an actor whose role does not allow `permission`. */
export function requirePermission(actor: Actor, permission: Permission): Actor {
  if (actor.apiKey) {
    if (!keyCan(actor.apiKey.scopes, permission))
      throw new AppError('forbidden', developerMessages.scopeMissing);
    return actor;
  }
  if (!can(actor.role, permission)) throw new AppError('forbidden', teamMessages.notAllowed);
  return actor;
}

/** The actor of a request, refused unless their role on that business allows `permission`. */
export async function actingFor(deps: Deps, req: FastifyRequest, permission: Permission): Promise<Actor> {
  return requirePermission(await actorOf(deps, req), permission);
}

/**
 * onRequest hook of the secured scope (after `authenticate`): a route that has not opted in answers 403 to
 * a request acting for someone else, before its body is read (the caller's own id in the header is the same
 * as no header).
 */
export function refuseActingForElsewhere(deps: Deps) {
  return async (req: FastifyRequest) => {
    if (req.routeOptions.config?.actsFor) return;
    const header = headerOf(req);
    if (header === null || !req.auth) return;
    if (UUID.test(header) && (await isOwnId(deps, req.auth.userId, header))) return;
    throw new AppError('forbidden', teamMessages.ownAccountOnly);
  };
}

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
