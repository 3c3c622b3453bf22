import { errors } from '@owo/contract/messages';
import { opsMessages } from '@owo/contract/ops';
import type { FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { Deps } from '#app-types';
import { sha256 } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import { can, type Permission, type StaffRole } from './permissions.ts';
import { touchStaffSession } from './staff-repository.ts';
import { STAFF_TOKEN_PREFIX } from './staff-service.ts';

/** A signed-in staff member on an `/api/ops` route. */
export interface StaffAuth {
  staffId: bigint;
  uuid: string;
  email: string;
  role: StaffRole;
  sessionId: bigint;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffAuth;
  }
}

const STAFF_BEARER = new RegExp(`^Bearer (${STAFF_TOKEN_PREFIX}[A-Za-z0-9_-]{40,60})$`);

/**
 * onRequest hook of the ops scope: a live staff session or 401 (a customer's token, an API key, an expired,
 * revoked or 15-minutes-idle session all fail the same way). Customer routes never accept a staff token: it
 * is in no customer session table.
 */
export function authenticateStaff(deps: Deps) {
  return async (request: FastifyRequest) => {
    const match = STAFF_BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw new AppError('unauthenticated', errors.unauthenticated);
    const s = await touchStaffSession(deps.db, sha256(match[1]!), deps.config.staffIdleMinutes);
    if (!s) throw new AppError('unauthenticated', errors.unauthenticated);
    request.staff = {
      staffId: s.staff_id,
      uuid: s.uuid,
      email: s.email,
      role: s.role,
      sessionId: s.session_id,
    };
  };
}

type PermissionCheck = preHandlerAsyncHookHandler & { permission: Permission };

/** preHandler of an ops route: the staff member's role must hold `permission` in the matrix, else 403. */
export function staffCan(permission: Permission): PermissionCheck {
  const check = async (request: FastifyRequest) => {
    const staff = staffOf(request);
    if (!can(staff.role, permission)) throw new AppError('forbidden', opsMessages.notAllowed);
  };
  return Object.assign(check, { permission }) as unknown as PermissionCheck;
}

/** The permission an ops route declared with `staffCan` (the route table and the access-control suite read it). */
export function permissionOfRoute(r: RouteOptions): Permission | null {
  const handlers = [r.preHandler ?? [], r.preValidation ?? []].flat() as Array<Partial<PermissionCheck>>;
  return handlers.find((h) => typeof h?.permission === 'string')?.permission ?? null;
}

/** The signed-in staff member (the ops scope's hook has already refused anyone else). */
export function staffOf(request: FastifyRequest): StaffAuth {
  if (!request.staff) throw new AppError('unauthenticated', errors.unauthenticated);
  return request.staff;
}

/**
 * Moves an ops route's `staffCan` from its preHandlers to the front of its preValidation hooks, so a role
 * without the permission is refused (403) before its input is looked at: it learns nothing from a 400.
 */
export function checkPermissionFirst(r: RouteOptions): void {
  const handlers = [r.preHandler ?? []].flat() as Array<Partial<PermissionCheck>>;
  const check = handlers.find((h) => typeof h?.permission === 'string');
  if (!check) return;
  r.preHandler = handlers.filter((h) => h !== check) as RouteOptions['preHandler'];
  r.preValidation = [check, ...[r.preValidation ?? []].flat()] as RouteOptions['preValidation'];
}
