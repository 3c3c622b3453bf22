import {
  billCategoriesReply,
  billerParams,
  billersQuery,
  billersReply,
  billFeeBody,
  billFeeReply,
  billPayBody,
  billPayReply,
  billProductsReply,
  billValidateBody,
  billValidateReply,
  savedBillersQuery,
  savedBillersReply,
} from '@owo/contract/bills';
import { moneyMoveHeaders } from '@owo/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok, perIpLimit } from '#lib/reply.ts';
import { limitLookups } from '#modules/transfers/quotes-service.ts';
import { idempotencyOf, replyWith } from '#money';
import { requireAuth } from '#plugins/authenticate.ts';
import { failures } from '#plugins/openapi.ts';
import {
  billCategories,
  billQuote,
  listBillers,
  listProducts,
  payBill,
  savedBillers,
  validateCustomer,
} from './bills-service.ts';

/** Bills: catalogue, customer validation, the fee before the PIN, paying (Idempotency-Key), saved billers. */
export const billsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['bills'];
  const lookup = { preHandler: perIpLimit(deps, 'lookup') };

  app.get(
    '/bills/categories',
    {
      schema: {
        operationId: 'listBillCategories',
        summary: 'List bill categories',
        tags,
        response: { 200: billCategoriesReply },
      },
    },
    async () => ok('Bill categories', billCategories()),
  );
  app.get(
    '/bills/billers',
    {
      schema: {
        operationId: 'listBillers',
        summary: 'List billers of a category',
        tags,
        querystring: billersQuery,
        response: { 200: billersReply },
      },
    },
    async (req) => ok('Billers', await listBillers(deps, req.query.category)),
  );
  app.get(
    '/bills/billers/:biller/products',
    {
      schema: {
        operationId: 'listBillerProducts',
        summary: "List a biller's products",
        tags,
        params: billerParams,
        response: { 200: billProductsReply },
      },
    },
    async (req) => ok('Products', await listProducts(deps, req.params.biller)),
  );
  app.post(
    '/bills/validate',
    {
      ...lookup,
      schema: {
        operationId: 'validateBillCustomer',
        summary: "Validate a bill's customer number",
        tags,
        body: billValidateBody,
        response: { 200: billValidateReply, ...failures(404, 422, 429) },
      },
    },
    async (req) => {
      const { userId } = requireAuth(req);
      await limitLookups(deps, userId);
      return ok(
        'Customer found',
        await validateCustomer(deps, userId, req.body.biller, req.body.customer_id),
      );
    },
  );
  app.post(
    '/bills/fee',
    {
      schema: {
        operationId: 'quoteBillFee',
        summary: 'Quote the fee of a bill',
        tags,
        body: billFeeBody,
        response: { 200: billFeeReply, ...failures(404, 422) },
      },
    },
    async (req) => ok('Fee', await billQuote(deps, req.body.biller, req.body.product, req.body.amount)),
  );
  app.post(
    '/bills/pay',
    {
      schema: {
        operationId: 'payBill',
        summary: 'Pay a bill',
        headers: moneyMoveHeaders,
        tags,
        body: billPayBody,
        response: { 200: billPayReply },
      },
    },
    async (req, reply) =>
      replyWith(
        reply,
        await payBill(deps, requireAuth(req).userId, req.body, idempotencyOf(req, deps.config.pinSecret)),
      ),
  );
  app.get(
    '/bills/beneficiaries',
    {
      schema: {
        operationId: 'listSavedBillers',
        summary: 'List saved bill customers',
        tags,
        querystring: savedBillersQuery,
        response: { 200: savedBillersReply },
      },
    },
    async (req) =>
      ok('Saved billers', await savedBillers(deps, requireAuth(req).userId, req.query.category ?? null)),
  );
};
