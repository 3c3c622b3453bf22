import { messages } from '@owo/contract/messages';
import { confirmPayoutRequest, payoutBatchReply, payoutParams } from '@owo/contract/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { invalid } from '#lib/errors.ts';
import { publicOrigin } from '#lib/public-origin.ts';
import { ok } from '#lib/reply.ts';
import { actingFor } from '#modules/acting-for/acting-for.ts';
import { confirmByKey } from '#modules/api-keys/api-keys-service.ts';
import { confirmBatch } from '#modules/payouts/payouts-pay.ts';
import { failures } from '#plugins/openapi.ts';
import { batchApprovalAsker } from './approvals-service.ts';

const tags = ['payouts'];
const reply200 = { 200: payoutBatchReply };

/**
 * Confirming a bulk payout batch (secured, beside modules/payouts/payouts-routes.ts): the owner's PIN pays
 * it; a member's PIN or a business's API key confirms it and asks the team to approve (maker-checker). It
 * lives in team because approvals pay batches (team imports payouts, never the other way round).
 */
export const payoutConfirmRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const config = { actsFor: true, apiKey: true };
  app.post(
    '/payouts/:id/confirm',
    {
      config,
      schema: {
        operationId: 'confirmPayoutBatch',
        summary: 'Confirm a batch with the PIN (people) or an API key, and pay it or ask for approval',
        tags,
        params: payoutParams,
        body: confirmPayoutRequest,
        response: { ...reply200, ...failures(409, 422, 423) },
      },
    },
    async (req) => {
      const actor = await actingFor(deps, req, 'payouts.prepare');
      if (actor.apiKey) {
        const ask = await batchApprovalAsker(deps, actor, publicOrigin(deps.config, req));
        const confirmed = await confirmByKey(deps, actor, req.params.id, ask);
        const waits = confirmed.batch.status === 'awaiting_approval';
        return ok(waits ? 'Batch sent for approval' : 'Batch confirmed', confirmed);
      }
      const pin = req.body.pin;
      if (pin === undefined) throw invalid('pin', messages.transactionPin);
      if (actor.role === 'owner') {
        return ok('Batch confirmed', await confirmBatch(deps, actor.callerId, req.params.id, pin));
      }
      // Maker-checker: a member's confirm (signed with their own PIN) waits for an approver.
      const ask = await batchApprovalAsker(deps, actor, publicOrigin(deps.config, req));
      const confirmed = await confirmBatch(deps, actor.callerId, req.params.id, pin, ask, actor.ownerId);
      return ok('Batch sent for approval', confirmed);
    },
  );
};
