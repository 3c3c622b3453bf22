import { transactionsQuery, transactionsReply } from '@owo/contract/accounts';
import {
  cardFundBody,
  cardFundReply,
  cardParams,
  cardReply,
  cardRevealBody,
  cardRevealReply,
  cardsReply,
} from '@owo/contract/cards';
import { moneyMoveHeaders } from '@owo/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { idempotencyOf, replyWith } from '#money';
import { requireAuth } from '#plugins/authenticate.ts';
import { failures } from '#plugins/openapi.ts';
import { fundCard } from './card-funding-service.ts';
import { cardsOf, cardTransactions, createCard, revealCard, setFrozen } from './cards-service.ts';

/** Virtual USD Visa cards: create, fund from the NGN account, freeze, reveal. */
export const cardsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['cards'];
  app.get(
    '/cards',
    { schema: { operationId: 'listCards', summary: 'List cards', tags, response: { 200: cardsReply } } },
    async (req) => ok('Cards', await cardsOf(deps, requireAuth(req).userId)),
  );
  app.post(
    '/cards',
    {
      schema: {
        operationId: 'createCard',
        summary: 'Create the virtual dollar card',
        tags,
        response: { 200: cardReply, ...failures(409, 422, 503) },
      },
    },
    async (req) => ok('Card created', { card: await createCard(deps, requireAuth(req).userId) }),
  );

  for (const [action, frozen] of [
    ['freeze', true],
    ['unfreeze', false],
  ] as const) {
    app.post(
      `/cards/:id/${action}`,
      {
        schema: {
          operationId: `${action}Card`,
          summary: frozen ? 'Freeze the card' : 'Unfreeze the card',
          tags,
          params: cardParams,
          response: { 200: cardReply },
        },
      },
      async (req) =>
        ok(frozen ? 'Card frozen' : 'Card unfrozen', {
          card: await setFrozen(deps, requireAuth(req).userId, req.params.id, frozen),
        }),
    );
  }

  app.post(
    '/cards/:id/fund',
    {
      schema: {
        operationId: 'fundCard',
        summary: 'Fund the card from the naira account',
        headers: moneyMoveHeaders,
        tags,
        params: cardParams,
        body: cardFundBody,
        response: { 200: cardFundReply },
      },
    },
    async (req, reply) => {
      const key = idempotencyOf(req, deps.config.pinSecret);
      return replyWith(reply, await fundCard(deps, requireAuth(req).userId, req.params.id, req.body, key));
    },
  );

  app.get(
    '/cards/:id/transactions',
    {
      schema: {
        operationId: 'listCardTransactions',
        summary: "Read the card's transactions",
        tags,
        params: cardParams,
        querystring: transactionsQuery,
        response: { 200: transactionsReply },
      },
    },
    async (req) =>
      ok(
        'Card transactions',
        await cardTransactions(deps, requireAuth(req).userId, req.params.id, req.query.page),
      ),
  );

  app.post(
    '/cards/:id/reveal',
    {
      schema: {
        operationId: 'revealCard',
        summary: "Reveal the card's number with the PIN",
        tags,
        params: cardParams,
        body: cardRevealBody,
        response: { 200: cardRevealReply, ...failures(422, 423) },
      },
    },
    async (req, reply) => {
      const data = await revealCard(deps, requireAuth(req).userId, req.params.id, req.body.pin);
      // The full number must not stay in any cache between here and the customer's screen.
      reply.header('cache-control', 'no-store');
      return ok('Card details', data);
    },
  );
};
