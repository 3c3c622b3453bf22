import {
  complaintMessageBody,
  complaintMessages,
  complaintParams,
  complaintReply,
  complaintsReply,
  createComplaintBody,
  createComplaintReply,
  reopenComplaintBody,
} from '@owo/contract/complaints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { failures } from '#plugins/openapi.ts';
import {
  addCustomerMessage,
  getComplaint,
  listComplaints,
  openComplaint,
  reopen,
} from './complaints-service.ts';

const tags = ['complaints'];

/** The customer's complaints (secured): open one, list them, read one's conversation, write in it, reopen it. */
export const complaintsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/complaints',
    {
      schema: {
        operationId: 'openComplaint',
        summary: 'Open a complaint',
        description:
          'Opens a complaint, about one of the customer’s own transactions or not, with its first message. The reply carries the tracking number and due_at, the time by which Owo must answer (72 hours for a failed or disputed transfer, 14 days for other complaints); the customer is also told both by SMS and in the inbox. One unresolved complaint per transaction (409 with the open one’s id).',
        tags,
        body: createComplaintBody,
        response: { 200: createComplaintReply, ...failures(409) },
      },
    },
    async (req) => {
      const opened = await openComplaint(deps, requireAuth(req).userId, req.body);
      return ok(complaintMessages.opened, {
        id: opened.complaint.id,
        tracking_number: opened.complaint.tracking_number,
        due_at: opened.complaint.due_at,
        ...opened,
      });
    },
  );
  app.get(
    '/complaints',
    {
      schema: {
        operationId: 'listComplaints',
        summary: 'List the customer’s complaints',
        tags,
        response: { 200: complaintsReply },
      },
    },
    async (req) => ok('Complaints', await listComplaints(deps, requireAuth(req).userId)),
  );
  app.get(
    '/complaints/:id',
    {
      schema: {
        operationId: 'getComplaint',
        summary: 'Read a complaint and its conversation',
        tags,
        params: complaintParams,
        response: { 200: complaintReply },
      },
    },
    async (req) => ok('Complaint', await getComplaint(deps, requireAuth(req).userId, req.params.id)),
  );
  app.post(
    '/complaints/:id/messages',
    {
      schema: {
        operationId: 'addComplaintMessage',
        summary: 'Write in a complaint’s conversation',
        tags,
        params: complaintParams,
        body: complaintMessageBody,
        response: { 200: complaintReply, ...failures(422) },
      },
    },
    async (req) =>
      ok(
        complaintMessages.sent,
        await addCustomerMessage(deps, requireAuth(req).userId, req.params.id, req.body.message),
      ),
  );
  app.post(
    '/complaints/:id/reopen',
    {
      schema: {
        operationId: 'reopenComplaint',
        summary: 'Reopen a resolved complaint',
        description:
          'Within 14 days of its resolution (reopen_until), with the reason as a message; the deadline starts again. Later: 422.',
        tags,
        params: complaintParams,
        body: reopenComplaintBody,
        response: { 200: complaintReply, ...failures(409, 422) },
      },
    },
    async (req) =>
      ok(
        complaintMessages.reopened,
        await reopen(deps, requireAuth(req).userId, req.params.id, req.body.message),
      ),
  );
};
