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
import { requireAuth, requireSession } from '#plugins/authenticate.ts';
import { failures } from '#plugins/openapi.ts';
import { freeze, getSecurity, sendUnfreezeCode, setDailyLimit, unfreeze } from './security-service.ts';

/** Profile → Security: the customer's own daily limit and the freeze of outgoing money. */
export const securityRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['security'];
  app.get(
    '/security',
    {
      schema: {
        operationId: 'getSecurity',
        summary: 'Read the daily limit and freeze state',
        tags,
        response: { 200: securityReply },
      },
    },
    async (req) => ok('Security', await getSecurity(deps, requireAuth(req).userId)),
  );

  app.post(
    '/security/daily-limit',
    {
      schema: {
        operationId: 'setDailyLimit',
        summary: 'Set the own daily limit',
        tags,
        body: dailyLimitBody,
        response: { 200: securityReply, ...failures(422) },
      },
    },
    async (req) => {
      const { message, view } = await setDailyLimit(deps, requireAuth(req).userId, req.body.amount);
      return ok(message, view);
    },
  );

  app.post(
    '/security/freeze',
    {
      schema: {
        operationId: 'freezeAccount',
        summary: 'Freeze outgoing money',
        tags,
        response: { 200: securityReply },
      },
    },
    async (req) => ok('Outgoing money is frozen', await freeze(deps, requireAuth(req).userId)),
  );

  app.post(
    '/security/unfreeze/code',
    {
      schema: {
        operationId: 'sendUnfreezeCode',
        summary: 'Text a code to unfreeze',
        tags,
        response: { 200: codeSentReply, ...failures(409, 429) },
      },
    },
    async (req) => {
      const { userId, sessionId } = requireSession(req);
      return ok(deviceMessages.unfreezeCodeSent, await sendUnfreezeCode(deps, userId, sessionId));
    },
  );

  app.post(
    '/security/unfreeze',
    {
      schema: {
        operationId: 'unfreezeAccount',
        summary: 'Unfreeze with the PIN and the texted code',
        tags,
        body: unfreezeBody,
        response: { 200: securityReply, ...failures(409, 422, 423) },
      },
    },
    async (req) => {
      const { userId, sessionId } = requireSession(req);
      return ok(
        'Outgoing money is unfrozen',
        await unfreeze(deps, userId, sessionId, req.body.pin, req.body.otp),
      );
    },
  );
};
