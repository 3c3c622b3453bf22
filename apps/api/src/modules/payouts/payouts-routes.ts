import {
  createPayoutBody,
  PAYOUT_MAX_CSV_CHARS,
  payoutBatchesReply,
  payoutBatchReply,
  payoutParams,
  payoutRowBody,
  payoutRowParams,
  payoutUploadBody,
} from '@owo/contract/payouts';
import type { Permission } from '@owo/contract/team';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { attachment } from '#lib/attachment.ts';
import { ok } from '#lib/reply.ts';
import { actingFor } from '#modules/acting-for/acting-for.ts';
import { failures, fileReply } from '#plugins/openapi.ts';
import { resultCsv, templateCsv } from './payouts-csv.ts';
import {
  batchWithRows,
  createBatch,
  fixRow,
  listBatches,
  removeRow,
  requireBatch,
  uploadRows,
} from './payouts-service.ts';

const tags = ['payouts'];
const reply200 = { 200: payoutBatchReply };
/** A file of PAYOUT_MAX_CSV_CHARS characters, some of them multi-byte, inside JSON. */
const UPLOAD_BODY_LIMIT = PAYOUT_MAX_CSV_CHARS * 3 + 4096;

/**
 * Bulk payouts (secured): name a batch, upload its CSV, fix or remove rows, read results. Confirming a batch
 * (which may ask the team for approval) is modules/team/payout-confirm-routes.ts: team sits above payouts.
 */
export const payoutsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // A team member acting for a business (X-Act-For) prepares its batches (payouts.prepare: Owner, Admin,
  // Initiator) and reads them (payouts.read, Approvers too). A member's confirm waits for an approver.
  // A business's API key with the payout scope prepares and confirms batches too (apiKey); what it confirms
  // waits for a person unless the owner allowed automatic approval below a limit.
  const config = { actsFor: true, apiKey: true };
  const ownerFor = async (req: FastifyRequest, p: Permission) => (await actingFor(deps, req, p)).ownerId;
  app.get(
    '/payouts/template.csv',
    {
      config,
      schema: {
        operationId: 'getPayoutTemplate',
        summary: 'Download the bulk payout CSV template',
        tags,
        produces: ['text/csv'],
        response: { 200: fileReply('text/csv', 'The CSV template: one header row and an example row.') },
      },
    },
    async (_req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('owo-bulk-payout-template.csv'))
        .send(templateCsv()),
  );
  app.post(
    '/payouts',
    {
      config,
      schema: {
        operationId: 'createPayoutBatch',
        summary: 'Create a bulk payout batch',
        tags,
        body: createPayoutBody,
        response: reply200,
      },
    },
    async (req) =>
      ok('Batch created', await createBatch(deps, await ownerFor(req, 'payouts.prepare'), req.body)),
  );
  app.get(
    '/payouts',
    {
      config,
      schema: {
        operationId: 'listPayoutBatches',
        summary: 'List bulk payout batches',
        tags,
        response: { 200: payoutBatchesReply },
      },
    },
    async (req) => ok('Batches', await listBatches(deps, await ownerFor(req, 'payouts.read'))),
  );
  app.get(
    '/payouts/:id',
    {
      config,
      schema: {
        operationId: 'getPayoutBatch',
        summary: 'Read a batch and its rows',
        tags,
        params: payoutParams,
        response: reply200,
      },
    },
    async (req) => {
      const batch = await requireBatch(deps, await ownerFor(req, 'payouts.read'), req.params.id);
      return ok('Batch', await batchWithRows(deps, batch.id));
    },
  );
  app.post(
    '/payouts/:id/upload',
    {
      config,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        operationId: 'uploadPayoutCsv',
        summary: "Upload a batch's CSV",
        tags,
        params: payoutParams,
        body: payoutUploadBody,
        response: { ...reply200, ...failures(409, 422, 429) },
      },
    },
    async (req) =>
      ok(
        'File checked',
        await uploadRows(deps, await ownerFor(req, 'payouts.prepare'), req.params.id, req.body),
      ),
  );
  app.post(
    '/payouts/:id/rows/:row',
    {
      config,
      schema: {
        operationId: 'updatePayoutRow',
        summary: 'Fix a row of a batch',
        tags,
        params: payoutRowParams,
        body: payoutRowBody,
        response: { ...reply200, ...failures(409, 422) },
      },
    },
    async (req) => {
      const ownerId = await ownerFor(req, 'payouts.prepare');
      return ok('Row checked', await fixRow(deps, ownerId, req.params.id, req.params.row, req.body));
    },
  );
  app.delete(
    '/payouts/:id/rows/:row',
    {
      config,
      schema: {
        operationId: 'deletePayoutRow',
        summary: 'Remove a row from a batch',
        tags,
        params: payoutRowParams,
        response: { ...reply200, ...failures(409) },
      },
    },
    async (req) => {
      const ownerId = await ownerFor(req, 'payouts.prepare');
      return ok('Row removed', await removeRow(deps, ownerId, req.params.id, req.params.row));
    },
  );
  app.get(
    '/payouts/:id/result.csv',
    {
      config,
      schema: {
        operationId: 'getPayoutResult',
        summary: "Download a batch's results (CSV)",
        tags,
        params: payoutParams,
        produces: ['text/csv'],
        response: { 200: fileReply('text/csv', 'Each row with its status and reference.') },
      },
    },
    async (req, reply) => {
      const batch = await requireBatch(deps, await ownerFor(req, 'payouts.read'), req.params.id);
      const { rows } = await batchWithRows(deps, batch.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`owo-payout-${batch.name}-${batch.uuid.slice(0, 8)}.csv`))
        .send(resultCsv(rows));
    },
  );
};
