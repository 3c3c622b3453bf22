import {
  actingBusinessesReply,
  approvalReply,
  approvalsQuery,
  approvalsReply,
  approveBody,
  approvedReply,
  auditQuery,
  auditReply,
  inviteMemberBody,
  prepareSendBody,
  rejectBody,
  teamIdParams,
  teamMemberReply,
  teamMembersReply,
  teamMessages,
  updateMemberBody,
} from '@owo/contract/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { laravelPage } from '#lib/paginate.ts';
import { ok } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { failures } from '#plugins/openapi.ts';
import { actingFor } from './acting-for.ts';
import { approval, approvals, approve, prepareSend, reject } from './approvals-service.ts';
import { pageAudit } from './team-repository.ts';
import { auditView, businessesOf, changeRole, invite, members, remove } from './team-service.ts';

const tags = ['team'];
const config = { actsFor: true };
export const AUDIT_PER_PAGE = 20;

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
    async (req) =>
      ok('Team members', { members: await members(deps, await actingFor(deps, req, 'team.read')) }),
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
        member: await invite(deps, await actingFor(deps, req, 'team.manage'), req.body),
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
      return ok('Role changed', { member: await changeRole(deps, actor, req.params.id, req.body) });
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
        response: { 200: approvalReply, ...failures(404, 422) },
      },
    },
    async (req) => {
      const actor = await actingFor(deps, req, 'approvals.initiate');
      return ok(teamMessages.pending, { approval: await prepareSend(deps, actor, req.body) });
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
      return ok(teamMessages.approved, await approve(deps, actor, req.params.id, req.body.pin));
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
      return ok(teamMessages.rejected, {
        approval: await reject(deps, actor, req.params.id, req.body.reason),
      });
    },
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
      const { page } = req.query;
      const { total, rows } = await pageAudit(
        deps.db,
        actor.ownerId,
        AUDIT_PER_PAGE,
        (page - 1) * AUDIT_PER_PAGE,
      );
      return ok(
        'Audit log',
        laravelPage({
          path: `${deps.config.publicUrl}/api/team/audit`,
          page,
          perPage: AUDIT_PER_PAGE,
          total,
          data: rows.map(auditView),
        }),
      );
    },
  );
};
