import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  breakProposalBody,
  breakProposalReply,
  explainBreakBody,
  RECON_MAX_CSV_CHARS,
  reconBreakDetailReply,
  reconBreakParams,
  reconBreakReply,
  reconBreaksQuery,
  reconBreaksReply,
  reconImportBody,
  reconImportReply,
  reconImportsQuery,
  reconImportsReply,
  reconMessages,
  reconPositionsQuery,
  reconPositionsReply,
} from '@owo/contract/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { audit } from '#modules/staff/audit.ts';
import { staffCan, staffOf } from '#modules/staff/staff-auth.ts';
import { failures } from '#plugins/openapi.ts';
import { breakDetail, explain, listBreaks, propose } from './breaks-service.ts';
import { positionsOf } from './positions-service.ts';
import { importSettlementFile, importsOf } from './recon-service.ts';

const tags = ['reconciliation'];

/** The console's reconciliation (finance): import a partner's file, the breaks queue, each rail's position. */
export const reconRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/ops/reconciliation/imports',
    {
      preHandler: staffCan('recon.import'),
      // A day's file as text in JSON (larger files: npm run recon, which streams from disk).
      bodyLimit: RECON_MAX_CSV_CHARS * 2,
      schema: {
        operationId: 'importSettlementFile',
        summary: "Import a partner's settlement file for a day and reconcile it",
        tags,
        body: reconImportBody,
        response: { 200: reconImportReply },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const { rail, date, csv } = req.body;
      const sha256 = createHash('sha256').update(csv).digest('hex');
      const data = await importSettlementFile(deps, {
        rail,
        date,
        sha256,
        open: () => Readable.from([csv]),
        source: 'console',
        staffId: staff.staffId,
        record: (q, d) =>
          audit(q, {
            staffId: staff.staffId,
            action: 'recon.import',
            subjectType: 'recon_import',
            subjectId: d.import.id,
            detail: {
              rail,
              date,
              sha256,
              lines: d.import.lines,
              matched: d.matched,
              breaks: d.breaks_total,
              replayed: d.replayed,
            },
          }),
      });
      return ok(data.replayed ? reconMessages.replayed : reconMessages.imported, data);
    },
  );

  app.get(
    '/ops/reconciliation/imports',
    {
      preHandler: staffCan('recon.read'),
      schema: {
        operationId: 'listSettlementImports',
        summary: 'The settlement files imported (newest first, 200 at most)',
        tags,
        querystring: reconImportsQuery,
        response: { 200: reconImportsReply },
      },
    },
    async (req) => ok('Imports', await importsOf(deps, req.query)),
  );

  app.get(
    '/ops/reconciliation/breaks',
    {
      preHandler: staffCan('recon.read'),
      schema: {
        operationId: 'listReconciliationBreaks',
        summary: 'The breaks queue, filtered by rail, kind, state, days and reference',
        tags,
        querystring: reconBreaksQuery,
        response: { 200: reconBreaksReply },
      },
    },
    async (req) => ok('Breaks', await listBreaks(deps, req.query)),
  );

  app.get(
    '/ops/reconciliation/breaks/:id',
    {
      preHandler: staffCan('recon.read'),
      schema: {
        operationId: 'getReconciliationBreak',
        summary: "A break, the partner's lines that name it and Owo's history row",
        tags,
        params: reconBreakParams,
        response: { 200: reconBreakDetailReply },
      },
    },
    async (req) => ok('Break', await breakDetail(deps, req.params.id, staffOf(req).staffId)),
  );

  app.post(
    '/ops/reconciliation/breaks/:id/explain',
    {
      preHandler: staffCan('recon.resolve'),
      schema: {
        operationId: 'explainReconciliationBreak',
        summary: 'Close a break as explained, with a note',
        tags,
        params: reconBreakParams,
        body: explainBreakBody,
        response: { 200: reconBreakReply, ...failures(409) },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const done = await explain(deps, req.params.id, req.body.note, staff.staffId, (q, b) =>
        audit(q, {
          staffId: staff.staffId,
          action: 'recon.break.explain',
          subjectType: 'recon_break',
          subjectId: b.id,
          detail: { rail: b.rail, date: b.date, kind: b.kind, reference: b.reference, note: req.body.note },
        }),
      );
      return ok(reconMessages.explained, { break: done });
    },
  );

  app.post(
    '/ops/reconciliation/breaks/:id/proposals',
    {
      preHandler: staffCan('recon.resolve'),
      schema: {
        operationId: 'proposeBreakEntry',
        summary:
          'Propose a journal entry for a break: the customer credited or debited against reconciliation suspense; decided on the approvals desk (POST /ops/approvals/{id}/approve)',
        tags,
        params: reconBreakParams,
        body: breakProposalBody,
        response: { 200: breakProposalReply, ...failures(409, 422) },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const done = await propose(deps, req.params.id, req.body, staff.staffId, (q, o) =>
        audit(q, {
          staffId: staff.staffId,
          action: 'recon.break.propose',
          subjectType: 'recon_break',
          subjectId: o.break.id,
          detail: {
            proposal: o.proposal.id,
            direction: o.proposal.direction,
            amount: o.proposal.amount,
            reason: o.proposal.reason,
            transaction: o.break.transaction,
          },
        }),
      );
      return ok(reconMessages.proposed, done);
    },
  );

  app.get(
    '/ops/reconciliation/positions',
    {
      preHandler: staffCan('recon.read'),
      schema: {
        operationId: 'getReconciliationPositions',
        summary:
          "Each rail's position on a day: Owo's side, the partner's file, breaks, the clearing account",
        tags,
        querystring: reconPositionsQuery,
        response: { 200: reconPositionsReply },
      },
    },
    async (req) => ok('Positions', await positionsOf(deps, req.query.date)),
  );
};
