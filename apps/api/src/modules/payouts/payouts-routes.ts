import {
  confirmPayoutBody,
  createPayoutBody,
  PAYOUT_MAX_CSV_CHARS,
  payoutBatchesReply,
  payoutBatchReply,
  payoutParams,
  payoutRowBody,
  payoutRowParams,
  payoutUploadBody,
} from '@owo/contract/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { resultCsv, templateCsv } from './payouts-csv.ts';
import { confirmBatch } from './payouts-pay.ts';
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

const csvFile = (name: string) => `attachment; filename="${name.replace(/[^A-Za-z0-9._-]+/g, '-')}"`;

/** Bulk payouts (secured): name a batch, upload its CSV, fix or remove rows, confirm with the PIN, read results. */
export const payoutsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/payouts/template.csv', { schema: { tags, produces: ['text/csv'] } }, async (_req, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', csvFile('owo-bulk-payout-template.csv'))
      .send(templateCsv()),
  );
  app.post('/payouts', { schema: { tags, body: createPayoutBody, response: reply200 } }, async (req) =>
    ok('Batch created', await createBatch(deps, requireAuth(req).userId, req.body)),
  );
  app.get('/payouts', { schema: { tags, response: { 200: payoutBatchesReply } } }, async (req) =>
    ok('Batches', await listBatches(deps, requireAuth(req).userId)),
  );
  app.get('/payouts/:id', { schema: { tags, params: payoutParams, response: reply200 } }, async (req) => {
    const batch = await requireBatch(deps, requireAuth(req).userId, req.params.id);
    return ok('Batch', await batchWithRows(deps, batch.id));
  });
  app.post(
    '/payouts/:id/upload',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { tags, params: payoutParams, body: payoutUploadBody, response: reply200 },
    },
    async (req) =>
      ok('File checked', await uploadRows(deps, requireAuth(req).userId, req.params.id, req.body)),
  );
  app.post(
    '/payouts/:id/rows/:row',
    { schema: { tags, params: payoutRowParams, body: payoutRowBody, response: reply200 } },
    async (req) =>
      ok('Row checked', await fixRow(deps, requireAuth(req).userId, req.params.id, req.params.row, req.body)),
  );
  app.delete(
    '/payouts/:id/rows/:row',
    { schema: { tags, params: payoutRowParams, response: reply200 } },
    async (req) =>
      ok('Row removed', await removeRow(deps, requireAuth(req).userId, req.params.id, req.params.row)),
  );
  app.post(
    '/payouts/:id/confirm',
    { schema: { tags, params: payoutParams, body: confirmPayoutBody, response: reply200 } },
    async (req) =>
      ok('Batch confirmed', await confirmBatch(deps, requireAuth(req).userId, req.params.id, req.body.pin)),
  );
  app.get(
    '/payouts/:id/result.csv',
    { schema: { tags, params: payoutParams, produces: ['text/csv'] } },
    async (req, reply) => {
      const batch = await requireBatch(deps, requireAuth(req).userId, req.params.id);
      const { rows } = await batchWithRows(deps, batch.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', csvFile(`owo-payout-${batch.name}-${batch.uuid.slice(0, 8)}.csv`))
        .send(resultCsv(rows));
    },
  );
};
