import { sendingLimitsReply } from '@owo/contract/allowance';
import {
  banksReply,
  enairaFeeBody,
  enairaResolveBody,
  enairaResolveReply,
  feeReply,
  momoFeeBody,
  momoIssuersParams,
  momoIssuersReply,
  ratesReply,
  remittanceFeeBody,
  remittanceResolveBody,
  remittanceResolveReply,
} from '@owo/contract/transfers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok, perIpLimit } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { failures } from '#plugins/openapi.ts';
import {
  currentRates,
  enairaQuote,
  getSendingLimits,
  limitLookups,
  momoIssuers,
  momoQuote,
  nameEnquiry,
  remittanceQuote,
  requireEnairaName,
} from './quotes-service.ts';

/** Spec §7 reference data, name resolution and fees: everything a send screen shows before the PIN. */
export const transfersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['transfers'];
  const lookup = { preHandler: perIpLimit(deps, 'lookup') };

  app.get(
    '/transfer/banks',
    {
      schema: {
        operationId: 'listBanks',
        summary: 'List the banks a transfer can go to',
        tags,
        response: { 200: banksReply },
      },
    },
    async () => ok('Banks', [...(await deps.rails.banks.banks())]),
  );
  app.get(
    '/transfer/rates',
    {
      schema: {
        operationId: 'getRates',
        summary: 'Read the exchange rates',
        tags,
        response: { 200: ratesReply },
      },
    },
    async () => ok('Rates', await currentRates(deps)),
  );
  app.get(
    '/transfer/limits',
    {
      schema: {
        operationId: 'getSendingLimits',
        summary: 'Read what the customer may still send now, and which limit sets it',
        tags,
        response: { 200: sendingLimitsReply },
      },
    },
    async (req) => ok('Limits', await getSendingLimits(deps, requireAuth(req).userId)),
  );
  app.get(
    '/transfer/momo/issuers/:param',
    {
      schema: {
        operationId: 'listMomoIssuers',
        summary: 'List mobile money issuers for a currency',
        tags,
        params: momoIssuersParams,
        response: { 200: momoIssuersReply },
      },
    },
    async (req) => ok('Issuers', [...(await momoIssuers(deps, req.params.param))]),
  );

  app.post(
    '/transfer/enaira/resolve',
    {
      ...lookup,
      schema: {
        operationId: 'resolveEnairaAlias',
        summary: 'Resolve an eNaira alias to a name',
        tags,
        body: enairaResolveBody,
        response: { 200: enairaResolveReply, ...failures(404, 429) },
      },
    },
    async (req) => {
      const { userId } = requireAuth(req);
      await limitLookups(deps, userId);
      return ok('Alias resolved', {
        alias: req.body.alias,
        name: await requireEnairaName(deps, userId, req.body.alias),
      });
    },
  );
  app.post(
    '/transfer/enaira/fee',
    {
      ...lookup,
      schema: {
        operationId: 'quoteEnairaFee',
        summary: 'Quote the fee of an eNaira send',
        tags,
        body: enairaFeeBody,
        response: { 200: feeReply, ...failures(404, 422, 429) },
      },
    },
    async (req) => {
      const { userId } = requireAuth(req);
      await limitLookups(deps, userId);
      return ok('Fee', await enairaQuote(deps, userId, req.body.alias, req.body.amount));
    },
  );

  app.post(
    '/transfer/remittance/resolve',
    {
      ...lookup,
      schema: {
        operationId: 'resolveBankAccount',
        summary: 'Resolve a bank account to its name',
        tags,
        body: remittanceResolveBody,
        response: { 200: remittanceResolveReply, ...failures(404, 429) },
      },
    },
    async (req) => {
      const { userId } = requireAuth(req);
      await limitLookups(deps, userId);
      return ok(
        'Account resolved',
        await nameEnquiry(deps, userId, req.body.bank_code, req.body.account_number),
      );
    },
  );
  app.post(
    '/transfer/remittance/fee',
    {
      ...lookup,
      schema: {
        operationId: 'quoteBankTransferFee',
        summary: 'Quote the fee of a bank transfer',
        tags,
        body: remittanceFeeBody,
        response: { 200: feeReply, ...failures(404, 422, 429) },
      },
    },
    async (req) => {
      const { userId } = requireAuth(req);
      await limitLookups(deps, userId);
      return ok('Fee', await remittanceQuote(deps, userId, req.body));
    },
  );

  app.post(
    '/transfer/momo/fee',
    {
      ...lookup,
      schema: {
        operationId: 'quoteMomoFee',
        summary: 'Quote the fee of a mobile money send',
        tags,
        body: momoFeeBody,
        response: { 200: feeReply, ...failures(404, 422, 429) },
      },
    },
    async (req) => {
      const { userId } = requireAuth(req);
      await limitLookups(deps, userId);
      return ok('Fee', await momoQuote(deps, userId, req.body.number, req.body.amount));
    },
  );
};
