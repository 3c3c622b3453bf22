import {
  accountReply,
  accountsReply,
  transactionReply,
  transactionsQuery,
  transactionsReply,
} from '@owo/contract/accounts';
import { uuidParam } from '@owo/contract/common';
import { toMajor } from '@owo/contract/money';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { notFound } from '#lib/errors.ts';
import { laravelPage } from '#lib/paginate.ts';
import { publicOrigin } from '#lib/public-origin.ts';
import { ok } from '#lib/reply.ts';
import { actingFor } from '#modules/acting-for/acting-for.ts';
import { transactionWithReceipt } from '#modules/receipts/receipts-service.ts';
import { pageTransactions, transactionView } from '#records/transactions-repository.ts';
import { type AccountRow, findOwnAccount, listAccounts } from '#records/accounts-repository.ts';

export const PER_PAGE = 20;

const accountView = (a: AccountRow) => ({
  uuid: a.uuid,
  account_number: a.account_number,
  account_name: a.account_name,
  bank_name: a.bank_name,
  currency: a.currency.trim(),
  balance: toMajor(a.balance_minor),
  created_at: a.created_at.toISOString(),
});

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
    async (req) => {
      const accounts = await listAccounts(deps.db, await ownerOf(req));
      return ok('Accounts', {
        accounts: accounts.map(accountView),
        account_name: accounts[0]?.account_name ?? '',
      });
    },
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
    async (req) => {
      const userId = await ownerOf(req);
      const { page, search, ...filter } = req.query;
      const { total, rows } = await pageTransactions(deps.db, {
        userId,
        search,
        filter,
        limit: PER_PAGE,
        offset: (page - 1) * PER_PAGE,
      });
      const data = laravelPage({
        path: `${deps.config.publicUrl}/api/accounts/transactions`,
        page,
        perPage: PER_PAGE,
        total,
        data: rows.map(transactionView),
        query: { search, ...filter },
      });
      return ok('Transactions', data);
    },
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
    async (req) => {
      const userId = await ownerOf(req);
      const account = await findOwnAccount(deps.db, userId, req.params.uuid);
      if (!account) throw notFound();
      const recent = await pageTransactions(deps.db, { userId, accountId: account.id, limit: 10, offset: 0 });
      return ok('Account', { account: accountView(account), transactions: recent.rows.map(transactionView) });
    },
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
