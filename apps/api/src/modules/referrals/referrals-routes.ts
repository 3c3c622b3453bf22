import { referralsReply } from '@owo/contract/referrals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { publicOrigin } from '#lib/public-origin.ts';
import { ok } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { referralsOf } from './referrals-service.ts';

export const referralsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/referrals',
    {
      schema: {
        operationId: 'listReferrals',
        summary: 'Read referrals and their terms',
        tags: ['referrals'],
        response: { 200: referralsReply },
      },
    },
    async (req) =>
      ok('Referrals', await referralsOf(deps, requireAuth(req).userId, publicOrigin(deps.config, req))),
  );
};
