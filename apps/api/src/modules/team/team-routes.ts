import {
  acceptInviteReply,
  actingBusinessesReply,
  approvalReply,
  approvalsQuery,
  approvalsReply,
  approveBody,
  approvedReply,
  auditQuery,
  auditReply,
  inviteCodeParams,
  inviteMemberBody,
  prepareSendBody,
  rejectBody,
  teamIdParams,
  teamInviteReply,
  teamMemberReply,
  teamMembersReply,
  teamMessages,
  updateMemberBody,
} from '@owo/contract/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { publicOrigin } from '#lib/public-origin.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { ok } from '#lib/reply.ts';
import { actingFor } from '#modules/acting-for/acting-for.ts';
import { idempotencyOf } from '#money';
import { requireAuth } from '#plugins/authenticate.ts';
import { failures } from '#plugins/openapi.ts';
import { approval, approvals, approve, prepareSend, reject } from './approvals-service.ts';
import {
  acceptInvite,
  auditPage,
  businessesOf,
  changeRole,
  invite,
  members,
  publicInvite,
  remove,
} from './team-service.ts';

const tags = ['team'];
const config = { actsFor: true };

/**
 * /api/team: the businesses a caller may act for, a business's members (the owner invites, changes roles,
 * removes), maker-checker approvals and the audit log. Every route asks the caller's role on the business
 * named by X-Act-For (no header: the caller's own account, where they are the owner).
 */
export const teamRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/team/businesses',
    {
      config,
      schema: {
        operationId: 'listActingBusinesses',
        summary: 'List the businesses one acts for',
        tags,
        response: { 200: actingBusinessesReply },
      },
    },
    async (req) => ok('Businesses', { businesses: await businessesOf(deps, requireAuth(req).userId) }),
  );

  app.get(
    '/team/members',
    {
      config,
      schema: {
        operationId: 'listTeamMembers',
        summary: "List the business's members",
        tags,
        response: { 200: teamMembersReply },
      },
    },
    async (req) => {
      const actor = await actingFor(deps, req, 'team.read');
      return ok('Team members', { members: await members(deps, actor, publicOrigin(deps.config, req)) });
    },
  );
  app.post(
    '/team/members',
    {
      config,
      schema: {
        operationId: 'inviteTeamMember',
        summary: 'Invite a member',
        tags,
        body: inviteMemberBody,
        response: { 200: teamMemberReply, ...failures(409, 422, 429) },
      },
    },
    async (req) =>
      ok('Member invited', {
        member: await invite(
          deps,
          await actingFor(deps, req, 'team.manage'),
          req.body,
          publicOrigin(deps.config, req),
        ),
      }),
  );
  app.patch(
    '/team/members/:id',
    {
      config,
      schema: {
        operationId: 'updateTeamMember',
        summary: "Change a member's role or limit",
        tags,
        params: teamIdParams,
        body: updateMemberBody,
        response: { 200: teamMemberReply, ...failures(409, 422) },
      },
    },
    async (req) => {
      const actor = await actingFor(deps, req, 'team.manage');
      const origin = publicOrigin(deps.config, req);
      return ok('Role changed', { member: await changeRole(deps, actor, req.params.id, req.body, origin) });
    },
  );
  app.delete(
    '/team/members/:id',
    {
      config,
      schema: {
        operationId: 'removeTeamMember',
        summary: 'Remove a member',
        tags,
        params: teamIdParams,
        response: { 200: teamMemberReply, ...failures(409, 422) },
      },
    },
    async (req) => {
      const actor = await actingFor(deps, req, 'team.manage');
      return ok('Member removed', { member: await remove(deps, actor, req.params.id) });
    },
  );

  app.get(
    '/team/approvals',
    {
      config,
      schema: {
        operationId: 'listApprovals',
        summary: 'List sends awaiting approval',
        tags,
        querystring: approvalsQuery,
        response: { 200: approvalsReply },
      },
    },
    async (req) => {
      const actor = await actingFor(deps, req, 'approvals.read');
      return ok('Approvals', { approvals: await approvals(deps, actor, req.query.status) });
    },
  );
  app.post(
    '/team/approvals',
    {
      config,
      schema: {
        operationId: 'prepareSend',
        summary: 'Prepare a send for approval',
        tags,
        body: prepareSendBody,
        response: { 200: approvalReply, ...failures(404, 409, 422) },
      },
    },
    async (req) => {
      const actor = await actingFor(deps, req, 'approvals.initiate');
      const origin = publicOrigin(deps.config, req);
      const key = idempotencyOf(req, deps.config.pinSecret);
      return ok(teamMessages.pending, { approval: await prepareSend(deps, actor, req.body, origin, key) });
    },
  );
  app.get(
    '/team/approvals/:id',
    {
      config,
      schema: {
        operationId: 'getApproval',
        summary: 'Read an approval',
        tags,
        params: teamIdParams,
        response: { 200: approvalReply },
      },
    },
    async (req) => {
      const actor = await actingFor(deps, req, 'approvals.read');
      return ok('Approval', { approval: await approval(deps, actor, req.params.id) });
    },
  );
  app.post(
    '/team/approvals/:id/approve',
    {
      config,
      schema: {
        operationId: 'approveSend',
        summary: 'Approve a send and pay it',
        tags,
        params: teamIdParams,
        body: approveBody,
        response: { 200: approvedReply, ...failures(409, 422, 423) },
      },
    },
    async (req) => {
      const actor = await actingFor(deps, req, 'approvals.decide');
      const origin = publicOrigin(deps.config, req);
      const decided = await approve(deps, actor, req.params.id, req.body.pin, origin);
      const batch = decided.approval.kind === 'payout_batch';
      return ok(batch ? teamMessages.batchApproved : teamMessages.approved, decided);
    },
  );
  app.post(
    '/team/approvals/:id/reject',
    {
      config,
      schema: {
        operationId: 'rejectSend',
        summary: 'Reject a send',
        tags,
        params: teamIdParams,
        body: rejectBody,
        response: { 200: approvalReply, ...failures(409) },
      },
    },
    async (req) => {
      const actor = await actingFor(deps, req, 'approvals.decide');
      const origin = publicOrigin(deps.config, req);
      return ok(teamMessages.rejected, {
        approval: await reject(deps, actor, req.params.id, req.body.reason, origin),
      });
    },
  );

  // Joining: the signed-in customer whose phone an invitation names (their own account, no X-Act-For).
  app.post(
    '/team/invites/:code/accept',
    {
      schema: {
        operationId: 'acceptTeamInvite',
        summary: 'Join the team that invited your phone',
        tags,
        params: inviteCodeParams,
        response: { 200: acceptInviteReply },
      },
    },
    async (req) =>
      ok(teamMessages.joined, {
        business: await acceptInvite(deps, requireAuth(req).userId, req.params.code),
      }),
  );

  app.get(
    '/team/audit',
    {
      config,
      schema: {
        operationId: 'listAuditLog',
        summary: 'Read the audit log',
        tags,
        querystring: auditQuery,
        response: { 200: auditReply },
      },
    },
    async (req) => {
      const actor = await actingFor(deps, req, 'audit.read');
      return ok('Audit log', await auditPage(deps, actor.ownerId, req.query.page));
    },
  );
};

/** Per IP and minute, for the invitation's public page (codes are unguessable; this keeps scanning slow too). */
export const PUBLIC_INVITE_LOOKUPS_PER_MINUTE = 60;

/** GET /public/team-invites/:code: what /join/{code} shows before anyone signs in; least data. */
export const publicTeamRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/public/team-invites/:code',
    {
      preHandler: async (req, reply) => {
        reply.header('x-robots-tag', 'noindex');
        const max = Math.min(deps.config.ipRateLimitPerMinute, PUBLIC_INVITE_LOOKUPS_PER_MINUTE);
        await rateLimit(deps.db, `ip:team-invite:${req.ip}`, max, 60_000);
      },
      schema: {
        operationId: 'readTeamInvite',
        summary: 'Read a team invitation by its code',
        tags,
        params: inviteCodeParams,
        response: { 200: teamInviteReply },
      },
    },
    async (req) => ok('Invitation', await publicInvite(deps, req.params.code)),
  );
};
