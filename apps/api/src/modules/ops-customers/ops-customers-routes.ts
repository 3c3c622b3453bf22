import {
  customerAccessBody,
  customerAccessReply,
  customerNoteBody,
  customerNoteReply,
  customerPageReply,
  customerSearchQuery,
  customerSearchReply,
  dashboardReply,
  kycCaseParams,
  kycDecisionBody,
  kycDecisionReply,
  kycQueueQuery,
  kycQueueReply,
  ledgerCheckReply,
  opsCustomerMessages,
  opsCustomerParams,
  restrictionBody,
  restrictionLiftBody,
  restrictionParams,
  restrictionReply,
} from '@owo/contract/ops-customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { decideKycCase, waitingCases } from '#modules/kyc/kyc-review-service.ts';
import { staffCan, staffOf } from '#modules/staff/staff-auth.ts';
import { failures } from '#plugins/openapi.ts';
import { addNote, customerPage, masker, recordAccess, searchCustomers } from './customers-service.ts';
import { checkLedger, dashboard } from './dashboard-service.ts';
import { liftCustomerRestriction, restrictCustomer } from './restrictions-service.ts';
import { queueItemView } from './views.ts';

const tags = ['ops'];

/** Finding a customer, their page (with a reason), notes, the identity review queue and the dashboard. */
export const opsCustomersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/ops/customers',
    {
      preHandler: staffCan('customers.read'),
      schema: {
        operationId: 'opsSearchCustomers',
        summary:
          'Find customers by phone (any Nigerian format), e-mail, account number, transaction reference, id or name; newest first without a query',
        tags,
        querystring: customerSearchQuery,
        response: { 200: customerSearchReply },
      },
    },
    async (req) => ok('Customers', await searchCustomers(deps, staffOf(req), req.query)),
  );

  app.post(
    '/ops/customers/:uuid/access',
    {
      preHandler: staffCan('customers.read'),
      schema: {
        operationId: 'opsCustomerAccess',
        summary:
          "Give the reason for opening a customer's page (asked once per customer per staff session; audited)",
        tags,
        params: opsCustomerParams,
        body: customerAccessBody,
        response: { 200: customerAccessReply },
      },
    },
    async (req) =>
      ok(
        opsCustomerMessages.reasonRecorded,
        await recordAccess(deps, staffOf(req), req.params.uuid, req.body.reason),
      ),
  );

  app.get(
    '/ops/customers/:uuid',
    {
      preHandler: staffCan('customers.read'),
      schema: {
        operationId: 'opsCustomer',
        summary:
          "A customer's page: profile, KYC, accounts, devices, limits, restrictions, transactions, notes (428 until a reason is given; every opening audited)",
        tags,
        params: opsCustomerParams,
        response: { 200: customerPageReply, ...failures(428) },
      },
    },
    async (req) => ok('Customer', await customerPage(deps, staffOf(req), req.params.uuid)),
  );

  app.post(
    '/ops/customers/:uuid/notes',
    {
      preHandler: staffCan('customers.note'),
      schema: {
        operationId: 'opsCustomerNote',
        summary: "Add a staff note to a customer's page (notes are never edited or removed)",
        tags,
        params: opsCustomerParams,
        body: customerNoteBody,
        response: { 200: customerNoteReply, ...failures(428) },
      },
    },
    async (req) =>
      ok(opsCustomerMessages.noteAdded, {
        note: await addNote(deps, staffOf(req), req.params.uuid, req.body.body),
      }),
  );

  app.post(
    '/ops/customers/:uuid/restrictions',
    {
      preHandler: staffCan('restrictions.place'),
      schema: {
        operationId: 'opsRestrictCustomer',
        summary:
          'Place post-no-debit (money in, nothing out), freeze (nothing moves) or close (only at a zero balance) with a reason',
        tags,
        params: opsCustomerParams,
        body: restrictionBody,
        response: { 200: restrictionReply, ...failures(409, 422) },
      },
    },
    async (req) =>
      ok(opsCustomerMessages.restrictionPlaced, {
        restriction: await restrictCustomer(deps, staffOf(req), req.params.uuid, req.body),
      }),
  );

  app.post(
    '/ops/restrictions/:id/lift',
    {
      preHandler: staffCan('restrictions.lift'),
      schema: {
        operationId: 'opsLiftRestriction',
        summary:
          'Lift a restriction: the first call asks for it (pending), a call by a different staff member lifts it',
        tags,
        params: restrictionParams,
        body: restrictionLiftBody,
        response: { 200: restrictionReply },
      },
    },
    async (req) => {
      const done = await liftCustomerRestriction(deps, staffOf(req), req.params.id, req.body.reason);
      return ok(done.message, { restriction: done.restriction });
    },
  );

  app.get(
    '/ops/kyc',
    {
      preHandler: staffCan('kyc.read'),
      schema: {
        operationId: 'opsKycQueue',
        summary:
          "The identity review queue: each customer's latest unverified attempt beside the BVN record, oldest first",
        tags,
        querystring: kycQueueQuery,
        response: { 200: kycQueueReply },
      },
    },
    async (req) => {
      const { page, per_page } = req.query;
      const { rows, total } = await waitingCases(deps, per_page, (page - 1) * per_page);
      const m = masker(staffOf(req));
      return ok('Identity review queue', {
        cases: rows.map((r) => queueItemView(r, m)),
        page,
        per_page,
        total,
      });
    },
  );

  app.post(
    '/ops/kyc/:id/decision',
    {
      preHandler: staffCan('kyc.decide'),
      schema: {
        operationId: 'opsKycDecision',
        summary:
          'Approve or reject an identity with a reason: the tier changes at once, the customer is told by SMS and in-app',
        tags,
        params: kycCaseParams,
        body: kycDecisionBody,
        response: { 200: kycDecisionReply, ...failures(409) },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const done = await decideKycCase(deps, {
        caseUuid: req.params.id,
        decision: req.body.decision,
        reason: req.body.reason,
        staffId: staff.staffId,
      });
      const message =
        done.customer.kyc_status === 'in_review'
          ? opsCustomerMessages.kycHeld
          : req.body.decision === 'approve'
            ? opsCustomerMessages.kycApproved
            : opsCustomerMessages.kycRejected;
      return ok(message, { case_id: done.caseUuid, customer: done.customer });
    },
  );

  app.get(
    '/ops/dashboard',
    {
      preHandler: staffCan('dashboard.read'),
      schema: {
        operationId: 'opsDashboard',
        summary:
          'The dashboard: KYC waiting, restrictions placed today, complaints by time left, money moved and failed sends today, the last ledger check',
        tags,
        response: { 200: dashboardReply },
      },
    },
    async () => ok('Dashboard', await dashboard(deps)),
  );

  app.post(
    '/ops/ledger/check',
    {
      preHandler: staffCan('ledger.check'),
      schema: {
        operationId: 'opsLedgerCheck',
        summary: 'Check every ledger invariant now; the dashboard shows the last result',
        tags,
        response: { 200: ledgerCheckReply },
      },
    },
    async (req) => ok(opsCustomerMessages.ledgerChecked, await checkLedger(deps, staffOf(req))),
  );
};
