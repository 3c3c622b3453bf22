import { referralsReply } from '@owo/contract/referrals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { referralsOf } from './referrals-service.ts';

export const referralsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/referrals', { schema: { tags: ['referrals'], response: { 200: referralsReply } } }, async (req) =>
    // The link uses PUBLIC_URL when it is set, else the origin the customer is actually using.
    ok(
      'Referrals',
      await referralsOf(
        deps,
        requireAuth(req).userId,
        process.env.PUBLIC_URL ? deps.config.publicUrl : `${req.protocol}://${req.host}`,
      ),
    ),
  );
};
