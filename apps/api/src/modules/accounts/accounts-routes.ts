import {
  accountReply,
  accountsReply,
  transactionReply,
  transactionsQuery,
  transactionsReply,
} from '@owo/contract/accounts';
import { uuidParam } from '@owo/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { publicOrigin } from '#lib/public-origin.ts';
import { ok } from '#lib/reply.ts';
import { actingFor } from '#modules/acting-for/acting-for.ts';
import { transactionWithReceipt } from '#modules/receipts/receipts-service.ts';
import { accountsOf, accountWithRecent, historyPage } from './accounts-service.ts';

export const accountsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['accounts'];
  // A team member acting for a business (X-Act-For) reads its accounts and history with any role.
  // A business's API key with the read scope reads them too (history.read).
  const config = { actsFor: true, apiKey: true };
  const ownerOf = async (req: FastifyRequest) => (await actingFor(deps, req, 'history.read')).ownerId;
  app.get(
    '/accounts',
    {
      config,
      schema: {
        operationId: 'listAccounts',
        summary: 'List accounts and balances',
        tags,
        response: { 200: accountsReply },
      },
    },
    async (req) => ok('Accounts', await accountsOf(deps, await ownerOf(req))),
  );

  app.get(
    '/accounts/transactions',
    {
      config,
      schema: {
        operationId: 'listTransactions',
        summary: 'Read the transaction history',
        tags,
        querystring: transactionsQuery,
        response: { 200: transactionsReply },
      },
    },
    async (req) => ok('Transactions', await historyPage(deps, await ownerOf(req), req.query)),
  );

  app.get(
    '/accounts/:uuid',
    {
      config,
      schema: {
        operationId: 'getAccount',
        summary: 'Read an account and its latest transactions',
        tags,
        params: uuidParam,
        response: { 200: accountReply },
      },
    },
    async (req) => ok('Account', await accountWithRecent(deps, await ownerOf(req), req.params.uuid)),
  );

  app.get(
    '/transactions/:uuid',
    {
      config,
      schema: {
        operationId: 'getTransaction',
        summary: 'Read a transaction',
        tags,
        params: uuidParam,
        response: { 200: transactionReply },
      },
    },
    async (req) =>
      ok(
        'Transaction',
        await transactionWithReceipt(
          deps,
          await ownerOf(req),
          req.params.uuid,
          publicOrigin(deps.config, req),
        ),
      ),
  );
};
