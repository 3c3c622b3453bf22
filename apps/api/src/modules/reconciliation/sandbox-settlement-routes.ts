import {
  settlementFaultBody,
  settlementFaultReply,
  settlementFileParams,
} from '@owo/contract/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { attachment } from '#lib/attachment.ts';
import { ok } from '#lib/reply.ts';
import { fileReply } from '#plugins/openapi.ts';
import { makeSettlementFault, sandboxSettlementFile } from '#rails/sandbox-settlements.ts';

/**
 * Sandbox only (absent in production): each rail's settlement report for a Lagos day as its partner would send
 * it, and telling a partner to get one reference wrong in its reports (README, "Settlement files").
 */
export const settlementSandboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['sandbox'];
  app.get(
    '/sandbox/settlements/:rail/:date',
    {
      schema: {
        operationId: 'getSandboxSettlementFile',
        summary: "Sandbox: a rail partner's settlement report for a day (Lagos time)",
        tags,
        params: settlementFileParams,
        produces: ['text/csv'],
        response: {
          200: fileReply(
            'text/csv',
            "The partner's settlement report: a header line, then one line per item.",
          ),
        },
      },
    },
    async (req, reply) => {
      const { rail, date } = req.params;
      const csv = await sandboxSettlementFile(deps.db, rail, date);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`${rail}-settlement-${date}.csv`))
        .send(csv);
    },
  );
  app.post(
    '/sandbox/settlement-faults',
    {
      schema: {
        operationId: 'createSandboxSettlementFault',
        summary: "Sandbox: make a rail partner's settlement reports get one reference wrong",
        tags,
        body: settlementFaultBody,
        response: { 200: settlementFaultReply },
      },
    },
    async (req) => {
      await makeSettlementFault(deps.db, req.body);
      return ok('The partner will get this reference wrong', req.body);
    },
  );
};
