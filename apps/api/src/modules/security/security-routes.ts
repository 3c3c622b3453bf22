import {
  codeSentReply,
  dailyLimitBody,
  deviceMessages,
  securityReply,
  unfreezeBody,
} from '@owo/contract/devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { freeze, getSecurity, sendUnfreezeCode, setDailyLimit, unfreeze } from './security-service.ts';

/** Profile → Security: the customer's own daily limit and the freeze of outgoing money. */
export const securityRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['security'];
  app.get('/security', { schema: { tags, response: { 200: securityReply } } }, async (req) =>
    ok('Security', await getSecurity(deps, requireAuth(req).userId)),
  );

  app.post(
    '/security/daily-limit',
    { schema: { tags, body: dailyLimitBody, response: { 200: securityReply } } },
    async (req) => {
      const { message, view } = await setDailyLimit(deps, requireAuth(req).userId, req.body.amount);
      return ok(message, view);
    },
  );

  app.post('/security/freeze', { schema: { tags, response: { 200: securityReply } } }, async (req) =>
    ok('Outgoing money is frozen', await freeze(deps, requireAuth(req).userId)),
  );

  app.post('/security/unfreeze/code', { schema: { tags, response: { 200: codeSentReply } } }, async (req) => {
    const { userId, sessionId } = requireAuth(req);
    return ok(deviceMessages.unfreezeCodeSent, await sendUnfreezeCode(deps, userId, sessionId));
  });

  app.post(
    '/security/unfreeze',
    { schema: { tags, body: unfreezeBody, response: { 200: securityReply } } },
    async (req) => {
      const { userId, sessionId } = requireAuth(req);
      return ok(
        'Outgoing money is unfrozen',
        await unfreeze(deps, userId, sessionId, req.body.pin, req.body.otp),
      );
    },
  );
};
