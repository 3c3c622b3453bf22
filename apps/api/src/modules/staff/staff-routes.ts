import {
  auditExportQuery,
  auditQuery,
  auditReply,
  opsDoneReply,
  opsMessages,
  sandboxStaffReply,
  staffApprovedReply,
  staffCreateBody,
  staffDisableBody,
  staffDisableReply,
  staffEnrolConfirmBody,
  staffEnrolInfoReply,
  staffEnrolParams,
  staffEnrolPasswordBody,
  staffEnrolPasswordReply,
  staffListReply,
  staffLoginBody,
  staffLoginReply,
  staffMeReply,
  staffParams,
  staffProposeReply,
} from '@owo/contract/ops';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { attachment } from '#lib/attachment.ts';
import { csvText } from '#lib/csv.ts';
import { publicOrigin } from '#lib/public-origin.ts';
import { ok } from '#lib/reply.ts';
import { failures, fileReply } from '#plugins/openapi.ts';
import { type AuditRow, audit, listAudit, verifyAudit } from './audit.ts';
import { permissionsOf } from './permissions.ts';
import { staffCan, staffOf } from './staff-auth.ts';
import {
  approveStaffProposal,
  createStaff,
  disableStaff,
  enrolConfirm,
  enrolmentOf,
  enrolmentQrSvg,
  enrolPassword,
  proposeReset,
  proposeStaff,
  staffList,
  staffLogin,
  staffLogout,
  staffProposals,
  staffSelf,
  staffViewOf,
  withdrawStaffProposal,
} from './staff-service.ts';

const tags = ['ops'];

/** Staff sign-in and enrolment: the ops routes without a staff session. */
export const opsAuthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/ops/auth/login',
    {
      schema: {
        operationId: 'opsLogin',
        summary: 'Staff sign-in: email, password and the authenticator code (TOTP)',
        tags,
        body: staffLoginBody,
        response: { 200: staffLoginReply, ...failures(401, 429) },
      },
    },
    async (req) => {
      const s = await staffLogin(deps, req.body, req.ip);
      return ok(opsMessages.signedIn, {
        token: s.token,
        expires_at: s.expiresAt.toISOString(),
        idle_minutes: deps.config.staffIdleMinutes,
        staff: staffViewOf(s.staff),
      });
    },
  );

  // Enrolling by the e-mailed link (decision 041): whose it is, then their password and authenticator, then a
  // code from it. The link is the only key; every step is rate-limited per address; a used or expired link is 404.
  app.get(
    '/ops/enrol/:code',
    {
      schema: {
        operationId: 'opsEnrolment',
        summary: 'Whom an enrolment link is for (404 once used or expired)',
        tags,
        params: staffEnrolParams,
        response: { 200: staffEnrolInfoReply, ...failures(404, 429) },
      },
    },
    async (req) => ok('Enrolment', await enrolmentOf(deps, req.params.code, req.ip)),
  );

  app.post(
    '/ops/enrol/:code/password',
    {
      schema: {
        operationId: 'opsEnrolPassword',
        summary:
          "Enrolling: the new member's own password, and their authenticator's secret and QR code (shown once, to them)",
        tags,
        params: staffEnrolParams,
        body: staffEnrolPasswordBody,
        response: { 200: staffEnrolPasswordReply, ...failures(404, 429) },
      },
    },
    async (req) => {
      const r = await enrolPassword(deps, req.params.code, req.body.password, req.ip);
      return ok('Scan the code', {
        totp_secret: r.totpSecret,
        otpauth_uri: r.otpauthUri,
        qr_svg: await enrolmentQrSvg(r.otpauthUri),
      });
    },
  );

  app.post(
    '/ops/enrol/:code/confirm',
    {
      schema: {
        operationId: 'opsEnrolConfirm',
        summary: 'Enrolling: a code from the new authenticator; the member is enrolled and the link spent',
        tags,
        params: staffEnrolParams,
        body: staffEnrolConfirmBody,
        response: { 200: opsDoneReply, ...failures(404, 409, 429) },
      },
    },
    async (req) => {
      await enrolConfirm(deps, req.params.code, req.body.totp, req.ip);
      return ok(opsMessages.enrolled, null);
    },
  );
};

const auditView = (r: AuditRow) => ({
  id: String(r.id),
  at: r.at.toISOString(),
  staff_email: r.staff_email,
  actor: r.actor,
  action: r.action,
  subject_type: r.subject_type,
  subject_id: r.subject_id,
  detail: r.detail,
  hash: r.hash,
});

/** The staff member's own session, staff accounts (admin) and the audit log (admin). */
export const staffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/ops/me',
    {
      preHandler: staffCan('self'),
      schema: {
        operationId: 'opsMe',
        summary: 'The signed-in staff member and what their role allows',
        tags,
        response: { 200: staffMeReply },
      },
    },
    async (req) => {
      const s = staffOf(req);
      return ok('Staff member', {
        staff: await staffSelf(deps, s.uuid),
        permissions: permissionsOf(s.role),
        idle_minutes: deps.config.staffIdleMinutes,
      });
    },
  );

  app.post(
    '/ops/auth/logout',
    {
      preHandler: staffCan('self'),
      schema: { operationId: 'opsLogout', summary: 'Staff sign-out', tags, response: { 200: opsDoneReply } },
    },
    async (req) => {
      const s = staffOf(req);
      await staffLogout(deps, s.staffId, s.sessionId);
      return ok('Signed out', null);
    },
  );

  app.get(
    '/ops/staff',
    {
      preHandler: staffCan('staff.manage'),
      schema: {
        operationId: 'opsListStaff',
        summary: 'Staff accounts',
        tags,
        response: { 200: staffListReply },
      },
    },
    async () => ok('Staff', { staff: await staffList(deps), proposals: await staffProposals(deps) }),
  );

  app.post(
    '/ops/staff',
    {
      preHandler: staffCan('staff.manage'),
      schema: {
        operationId: 'opsProposeStaff',
        summary:
          'Propose a staff member (email and role): another admin approves it, and only then is the account made (decision 041)',
        tags,
        body: staffCreateBody,
        response: { 200: staffProposeReply, ...failures(409) },
      },
    },
    async (req) =>
      ok(opsMessages.staffProposed, { proposal: await proposeStaff(deps, req.body, staffOf(req).staffId) }),
  );

  app.post(
    '/ops/staff/proposals/:uuid/approve',
    {
      preHandler: staffCan('staff.manage'),
      schema: {
        operationId: 'opsApproveStaff',
        summary:
          "Approve another admin's proposal: the account is made without credentials, and a one-time link to set them is e-mailed to its owner",
        tags,
        params: staffParams,
        response: { 200: staffApprovedReply, ...failures(403, 404, 409) },
      },
    },
    async (req) => {
      const made = await approveStaffProposal(
        deps,
        req.params.uuid,
        staffOf(req).staffId,
        publicOrigin(deps.config, req),
      );
      return ok(made.kind === 'reset' ? opsMessages.resetApproved : opsMessages.staffApproved, {
        email: made.email,
        role: made.role,
        enrol_expires_at: made.enrolExpiresAt.toISOString(),
      });
    },
  );

  app.post(
    '/ops/staff/:uuid/reset',
    {
      preHandler: staffCan('staff.manage'),
      schema: {
        operationId: 'opsProposeStaffReset',
        summary:
          "Propose resetting a member's sign-in (a lost authenticator): another admin approves it, and only then are their password and authenticator cleared and a new enrolment link e-mailed to them",
        tags,
        params: staffParams,
        response: { 200: staffProposeReply, ...failures(404, 409) },
      },
    },
    async (req) =>
      ok(opsMessages.resetProposed, {
        proposal: await proposeReset(deps, req.params.uuid, staffOf(req).staffId),
      }),
  );

  app.post(
    '/ops/staff/proposals/:uuid/withdraw',
    {
      preHandler: staffCan('staff.manage'),
      schema: {
        operationId: 'opsWithdrawStaffProposal',
        summary: 'Withdraw a staff proposal still waiting (its proposer or another admin)',
        tags,
        params: staffParams,
        response: { 200: opsDoneReply, ...failures(404) },
      },
    },
    async (req) => {
      await withdrawStaffProposal(deps, req.params.uuid, staffOf(req).staffId);
      return ok(opsMessages.staffProposalWithdrawn, null);
    },
  );

  app.post(
    '/ops/staff/:uuid/disable',
    {
      preHandler: staffCan('staff.manage'),
      schema: {
        operationId: 'opsDisableStaff',
        summary:
          "Disable a staff member with a reason: they can no longer sign in and their sessions end at once (never one's own)",
        tags,
        params: staffParams,
        body: staffDisableBody,
        response: { 200: staffDisableReply, ...failures(404, 409) },
      },
    },
    async (req) => {
      const s = staffOf(req);
      const staff = await disableStaff(deps, s, req.params.uuid, req.body.reason);
      return ok(opsMessages.staffDisabled, { staff });
    },
  );

  app.get(
    '/ops/audit',
    {
      preHandler: staffCan('audit.read'),
      schema: {
        operationId: 'opsAudit',
        summary: 'The audit log, newest first, with whether its hash chain holds',
        tags,
        querystring: auditQuery,
        response: { 200: auditReply },
      },
    },
    async (req) => {
      const q = req.query;
      const rows = await listAudit(deps.db, {
        before: q.before,
        limit: q.limit,
        staffUuid: q.staff,
        subjectId: q.subject_id,
        action: q.action,
      });
      const first = q.before === undefined ? await verifyAudit(deps.db) : null;
      return ok('Audit log', {
        entries: rows.map(auditView),
        next_before: rows.length === q.limit ? String(rows.at(-1)!.id) : null,
        ...(first ? { chain_ok: first.ok } : {}),
      });
    },
  );

  app.get(
    '/ops/audit.csv',
    {
      preHandler: staffCan('audit.read'),
      schema: {
        operationId: 'opsAuditExport',
        summary: 'Export the audit log (CSV; formula-safe cells), newest first, up to 100,000 entries',
        tags,
        querystring: auditExportQuery,
        produces: ['text/csv'],
        response: { 200: fileReply('text/csv', 'One row per audit entry.') },
      },
    },
    async (req, reply) => {
      const s = staffOf(req);
      const rows = await listAudit(deps.db, {
        limit: 100_000,
        staffUuid: req.query.staff,
        subjectId: req.query.subject_id,
        action: req.query.action,
      });
      await audit(deps.db, {
        staffId: s.staffId,
        action: 'audit.export',
        detail: { ...req.query, rows: rows.length },
      });
      const csv = stringify([
        ['id', 'at', 'staff', 'actor', 'action', 'subject_type', 'subject_id', 'detail', 'hash'],
        ...rows.map((r) =>
          [
            String(r.id),
            r.at.toISOString(),
            r.staff_email ?? '',
            r.actor,
            r.action,
            r.subject_type ?? '',
            r.subject_id ?? '',
            JSON.stringify(r.detail),
            r.hash,
          ].map(csvText),
        ),
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('owo-audit-log.csv'))
        .send(csv);
    },
  );
};

/** Sandbox only: a staff member testers and demos can sign in as (404 in production, like every sandbox route). */
export const staffSandboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/sandbox/staff',
    {
      schema: {
        operationId: 'sandboxCreateStaff',
        summary: 'Sandbox: create a staff member and get their password and TOTP secret',
        tags: ['sandbox'],
        body: staffCreateBody,
        response: { 200: sandboxStaffReply, ...failures(409) },
      },
    },
    async (req) => {
      const created = await createStaff(deps, req.body, { actor: 'sandbox' });
      return ok(opsMessages.staffCreated, {
        email: created.email,
        password: created.password,
        totp_secret: created.totpSecret,
      });
    },
  );
};
