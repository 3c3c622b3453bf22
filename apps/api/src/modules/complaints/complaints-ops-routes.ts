import {
  complaintParams,
  opsComplaintMessageBody,
  opsComplaintMessages,
  opsComplaintReply,
  opsComplaintsQuery,
  opsComplaintsReply,
  resolveComplaintBody,
} from '@owo/contract/complaints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { staffCan, staffOf } from '#modules/staff/staff-auth.ts';
import { failures } from '#plugins/openapi.ts';
import { listQueue, replyToComplaint, resolve, viewComplaint } from './complaints-ops-service.ts';

const tags = ['ops'];

/** The operations console's complaints: the queue by deadline, one conversation, replying and resolving. */
export const complaintsOpsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/ops/complaints',
    {
      preHandler: staffCan('complaints.read'),
      schema: {
        operationId: 'opsListComplaints',
        summary: 'The complaints queue: by deadline, the most overdue first, with the time left',
        tags,
        querystring: opsComplaintsQuery,
        response: { 200: opsComplaintsReply },
      },
    },
    async (req) => ok('Complaints', await listQueue(deps, req.query.status, req.query.page)),
  );
  app.get(
    '/ops/complaints/:id',
    {
      preHandler: staffCan('complaints.read'),
      schema: {
        operationId: 'opsGetComplaint',
        summary: 'A complaint and its conversation (the look is recorded in the audit log)',
        tags,
        params: complaintParams,
        response: { 200: opsComplaintReply },
      },
    },
    async (req) => ok('Complaint', await viewComplaint(deps, staffOf(req), req.params.id)),
  );
  app.post(
    '/ops/complaints/:id/messages',
    {
      preHandler: staffCan('complaints.answer'),
      schema: {
        operationId: 'opsReplyToComplaint',
        summary: 'Reply to the customer (told by SMS and in the app; recorded in the audit log)',
        tags,
        params: complaintParams,
        body: opsComplaintMessageBody,
        response: { 200: opsComplaintReply, ...failures(422) },
      },
    },
    async (req) =>
      ok(
        opsComplaintMessages.sent,
        await replyToComplaint(deps, staffOf(req), req.params.id, req.body.message),
      ),
  );
  app.post(
    '/ops/complaints/:id/resolve',
    {
      preHandler: staffCan('complaints.answer'),
      schema: {
        operationId: 'opsResolveComplaint',
        summary: 'Resolve a complaint with an outcome (the customer is told; recorded in the audit log)',
        tags,
        params: complaintParams,
        body: resolveComplaintBody,
        response: { 200: opsComplaintReply, ...failures(422) },
      },
    },
    async (req) =>
      ok(opsComplaintMessages.resolved, await resolve(deps, staffOf(req), req.params.id, req.body)),
  );
};
