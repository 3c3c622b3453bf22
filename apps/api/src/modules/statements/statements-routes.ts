import { uuidParam } from '@owo/contract/common';
import {
  insightsReply,
  publicStatementReply,
  statementCodeParam,
  statementQuery,
} from '@owo/contract/statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { attachment } from '#lib/attachment.ts';
import { publicOrigin } from '#lib/public-origin.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { ok } from '#lib/reply.ts';
import { actingFor } from '#modules/acting-for/acting-for.ts';
import { fileBody } from '#plugins/openapi.ts';
import { insights } from './insights-service.ts';
import { csvStatement, pdfStatement, publicStatement } from './statements-service.ts';

const tags = ['statements'];

/** GET /accounts/:uuid/statement (PDF or CSV, streamed) and GET /insights; signed-in customers only. */
export const statementsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/accounts/:uuid/statement',
    // A team member acting for a business (X-Act-For) downloads its statements with any role.
    {
      config: { actsFor: true },
      schema: {
        operationId: 'downloadStatement',
        summary: 'Download a statement (PDF or CSV)',
        tags,
        params: uuidParam,
        querystring: statementQuery,
        produces: ['application/pdf', 'text/csv'],
        response: {
          200: {
            description: 'The statement, as a PDF or (format=csv) a CSV file.',
            content: { 'application/pdf': { schema: fileBody }, 'text/csv': { schema: fileBody } },
          },
        },
      },
    },
    async (req, reply) => {
      const userId = (await actingFor(deps, req, 'history.read')).ownerId;
      const s =
        req.query.format === 'csv'
          ? await csvStatement(deps, userId, req.params.uuid, req.query)
          : await pdfStatement(deps, userId, req.params.uuid, req.query, publicOrigin(deps.config, req));
      reply.type(s.contentType).header('content-disposition', attachment(s.filename));
      return reply.send(s.stream);
    },
  );

  app.get(
    '/insights',
    // A member acting for a business reads the business's insights, as its balance and history.
    {
      config: { actsFor: true },
      schema: {
        operationId: 'getInsights',
        summary: 'Read spending insights',
        tags,
        response: { 200: insightsReply },
      },
    },
    async (req) => ok('Insights', await insights(deps, (await actingFor(deps, req, 'history.read')).ownerId)),
  );
};

/** Per IP and minute, for the public statement check (codes are unguessable; this keeps scanning slow too). */
export const PUBLIC_STATEMENT_LOOKUPS_PER_MINUTE = 60;

/** GET /public/statements/:code: what /s/{code} shows; no login, least data. */
export const publicStatementsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/public/statements/:code',
    {
      preHandler: async (req, reply) => {
        reply.header('x-robots-tag', 'noindex');
        const max = Math.min(deps.config.ipRateLimitPerMinute, PUBLIC_STATEMENT_LOOKUPS_PER_MINUTE);
        await rateLimit(deps.db, `ip:statement:${req.ip}`, max, 60_000);
      },
      schema: {
        operationId: 'verifyStatement',
        summary: 'Verify a statement by its code',
        tags,
        params: statementCodeParam,
        response: { 200: publicStatementReply },
      },
    },
    async (req) => ok('Statement', await publicStatement(deps, req.params.code)),
  );
};
