import { moneyMoveHeaders } from '@owo/contract/common';
import {
  enairaSendBody,
  momoSendBody,
  remittanceSendBody,
  sendOutcomeParams,
  sendOutcomeReply,
  sendReply,
  usdSendBody,
} from '@owo/contract/transfers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { idempotencyOf, replyWithText } from '#money';
import { requireAuth } from '#plugins/authenticate.ts';
import { sendOutcome } from './send-outcome.ts';
import { sendEnaira, sendMomo, sendRemittance, sendUsd } from './send-service.ts';

/**
 * The four sends (eNaira, bank in NGN or USD, USD wire, Ghana mobile money). Each takes an Idempotency-Key
 * header and replies with the transaction: the reply's JSON text as the money core kept it with the key, sent
 * as it is (`replyWithText`), so a replay is the first answer byte for byte; `sendReply` documents it.
 */
export const sendRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['transfers'];
  const key = (req: Parameters<typeof idempotencyOf>[0]) => idempotencyOf(req, deps.config.pinSecret);

  app.post(
    '/transfer/enaira/send',
    {
      schema: {
        operationId: 'sendEnaira',
        summary: 'Send to an eNaira wallet',
        headers: moneyMoveHeaders,
        tags,
        body: enairaSendBody,
        response: { 200: sendReply },
      },
    },
    async (req, reply) =>
      replyWithText(reply, await sendEnaira(deps, requireAuth(req).userId, req.body, key(req))),
  );
  app.post(
    '/transfer/remittance/send',
    {
      schema: {
        operationId: 'sendBankTransfer',
        summary: 'Send a bank transfer (NGN, or USD to a Nigerian bank)',
        headers: moneyMoveHeaders,
        tags,
        body: remittanceSendBody,
        response: { 200: sendReply },
      },
    },
    async (req, reply) =>
      replyWithText(reply, await sendRemittance(deps, requireAuth(req).userId, req.body, key(req))),
  );
  app.post(
    '/transfer/usd/send',
    {
      schema: {
        operationId: 'sendUsdWire',
        summary: 'Send a USD wire to a US bank',
        headers: moneyMoveHeaders,
        tags,
        body: usdSendBody,
        response: { 200: sendReply },
      },
    },
    async (req, reply) =>
      replyWithText(reply, await sendUsd(deps, requireAuth(req).userId, req.body, key(req))),
  );
  app.post(
    '/transfer/momo/send',
    {
      schema: {
        operationId: 'sendMomo',
        summary: 'Send to Ghana mobile money',
        headers: moneyMoveHeaders,
        tags,
        body: momoSendBody,
        response: { 200: sendReply },
      },
    },
    async (req, reply) =>
      replyWithText(reply, await sendMomo(deps, requireAuth(req).userId, req.body, key(req))),
  );
  // A phone that lost a send's answer asks what became of it, by the key it sent (issue 24).
  app.get(
    '/transfers/by-key/:key',
    {
      schema: {
        operationId: 'getTransferByKey',
        summary: 'What became of a send whose answer was lost, by its Idempotency-Key (404: never received)',
        tags,
        params: sendOutcomeParams,
        response: { 200: sendOutcomeReply },
      },
    },
    async (req) => ok('Transfer outcome', await sendOutcome(deps, requireAuth(req).userId, req.params.key)),
  );
};
