import {
  adjustmentProposalBody,
  approvalsQuery,
  approvalsReply,
  proposalIdParams,
  proposalRejectBody,
  proposalReply,
  refundLookupQuery,
  refundLookupReply,
  refundProposalBody,
} from '@owo/contract/ops-money';
import { opsMoneyMessages } from '@owo/contract/suspense';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { staffCan, staffOf } from '#modules/staff/staff-auth.ts';
import { failures } from '#plugins/openapi.ts';
import { approvedMessage, approveProposalOf } from './refunds-approval.ts';
import {
  lookUpForRefund,
  proposalsPage,
  proposeAdjustmentFor,
  proposeRefundOf,
  rejectProposalOf,
} from './refunds-service.ts';

const tags = ['ops-money'];

/** Refunds and adjustments: proposed by one finance staff member, approved by another (maker-checker). */
export const refundsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/ops/refunds/lookup',
    {
      preHandler: staffCan('refunds.propose'),
      schema: {
        operationId: 'opsRefundLookup',
        summary: 'A transaction by reference: its amount and fee, what was refunded and what can still be',
        tags,
        querystring: refundLookupQuery,
        response: { 200: refundLookupReply, ...failures(404) },
      },
    },
    async (req) => ok('Transaction', await lookUpForRefund(deps, staffOf(req), req.query.reference)),
  );

  app.post(
    '/ops/refunds',
    {
      preHandler: staffCan('refunds.propose'),
      schema: {
        operationId: 'opsProposeRefund',
        summary:
          "Propose a refund of all or part of a customer's debit (never more than is left of it); another finance member approves it",
        tags,
        body: refundProposalBody,
        response: { 200: proposalReply, ...failures(404, 422) },
      },
    },
    async (req) =>
      ok(opsMoneyMessages.refundProposed, { proposal: await proposeRefundOf(deps, staffOf(req), req.body) }),
  );

  app.post(
    '/ops/adjustments',
    {
      preHandler: staffCan('adjustments.propose'),
      schema: {
        operationId: 'opsProposeAdjustment',
        summary:
          'Propose a credit or debit between a customer and a named suspense account; another finance member approves it',
        tags,
        body: adjustmentProposalBody,
        response: { 200: proposalReply, ...failures(404) },
      },
    },
    async (req) =>
      ok(opsMoneyMessages.adjustmentProposed, {
        proposal: await proposeAdjustmentFor(deps, staffOf(req), req.body),
      }),
  );

  app.get(
    '/ops/approvals',
    {
      preHandler: staffCan('approvals.read'),
      schema: {
        operationId: 'opsApprovals',
        summary:
          "Refunds, adjustments and reconciliation breaks' entries waiting for a second finance member (or decided), newest first",
        tags,
        querystring: approvalsQuery,
        response: { 200: approvalsReply },
      },
    },
    async (req) => {
      return ok('Approvals', await proposalsPage(deps, staffOf(req), req.query));
    },
  );

  app.post(
    '/ops/approvals/:id/approve',
    {
      preHandler: staffCan('approvals.read'),
      schema: {
        operationId: 'opsApprove',
        summary:
          "Approve a proposal and move the money (one balanced entry through the money core; a break's entry resolves its break); 403 for its proposer",
        tags,
        params: proposalIdParams,
        response: { 200: proposalReply, ...failures(403, 404, 409, 422) },
      },
    },
    async (req) => {
      const proposal = await approveProposalOf(deps, staffOf(req), req.params.id);
      return ok(approvedMessage(proposal), { proposal });
    },
  );

  app.post(
    '/ops/approvals/:id/reject',
    {
      preHandler: staffCan('approvals.read'),
      schema: {
        operationId: 'opsReject',
        summary: 'Reject a proposal with a reason (its proposer may withdraw it so); nothing moves',
        tags,
        params: proposalIdParams,
        body: proposalRejectBody,
        response: { 200: proposalReply, ...failures(403, 404, 409) },
      },
    },
    async (req) =>
      ok(opsMoneyMessages.rejected, {
        proposal: await rejectProposalOf(deps, staffOf(req), req.params.id, req.body.reason),
      }),
  );
};
