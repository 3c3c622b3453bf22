import { uuidParam } from '@owo/contract/common';
import { publicReceiptReply, receiptCodeParam } from '@owo/contract/receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { attachment } from '#lib/attachment.ts';
import { publicOrigin } from '#lib/public-origin.ts';
import { ok } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { failures, fileReply } from '#plugins/openapi.ts';
import { ownReceiptPdf, publicReceipt } from './receipts-service.ts';

/** The public verify call behind /r/{code}: no session, rate-limited per IP, never indexed. */
export const publicReceiptsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
  });
  app.get(
    '/public/receipts/:code',
    {
      schema: {
        operationId: 'verifyReceipt',
        summary: 'Verify a receipt by its code',
        tags: ['receipts'],
        params: receiptCodeParam,
        response: { 200: publicReceiptReply, ...failures(429) },
      },
    },
    async (req) => ok('Receipt', await publicReceipt(deps, req.ip, req.params.code)),
  );
};

/** The customer's own receipt as a PDF (the transaction detail itself is in accounts-routes). */
export const receiptsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/transactions/:uuid/receipt.pdf',
    {
      schema: {
        operationId: 'getReceiptPdf',
        summary: "Download a transaction's receipt (PDF)",
        tags: ['receipts'],
        params: uuidParam,
        produces: ['application/pdf'],
        response: { 200: fileReply('application/pdf', 'The receipt.') },
      },
    },
    async (req, reply) => {
      const { reference, pdf } = await ownReceiptPdf(
        deps,
        requireAuth(req).userId,
        req.params.uuid,
        publicOrigin(deps.config, req),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`owo-receipt-${reference}.pdf`))
        .send(pdf);
    },
  );
};
