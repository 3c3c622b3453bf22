import {
  beneficiariesQuery,
  beneficiariesReply,
  beneficiaryDeletedReply,
  beneficiaryParams,
} from '@owo/contract/beneficiaries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { beneficiariesOf, removeBeneficiary } from './beneficiaries-service.ts';

/** Saved recipients: the sends save them (save_beneficiary); the customer lists and deletes them. */
export const beneficiariesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['beneficiaries'];
  app.get(
    '/beneficiaries',
    {
      schema: {
        operationId: 'listBeneficiaries',
        summary: 'List saved recipients',
        tags,
        querystring: beneficiariesQuery,
        response: { 200: beneficiariesReply },
      },
    },
    async (req) => ok('Beneficiaries', await beneficiariesOf(deps, requireAuth(req).userId, req.query.type)),
  );

  app.delete(
    '/beneficiaries/:id',
    {
      schema: {
        operationId: 'deleteBeneficiary',
        summary: 'Delete a saved recipient',
        tags,
        params: beneficiaryParams,
        response: { 200: beneficiaryDeletedReply },
      },
    },
    async (req) => {
      await removeBeneficiary(deps, requireAuth(req).userId, req.params.id);
      return ok('Beneficiary deleted', null);
    },
  );
};
