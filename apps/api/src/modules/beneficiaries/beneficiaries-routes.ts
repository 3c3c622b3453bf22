import {
  beneficiariesQuery,
  beneficiariesReply,
  beneficiaryDeletedReply,
  beneficiaryParams,
} from '@owo/contract/beneficiaries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { notFound } from '#lib/errors.ts';
import { ok } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { deleteBeneficiary, listBeneficiaries } from './beneficiaries-repository.ts';

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
    async (req) =>
      ok('Beneficiaries', await listBeneficiaries(deps.db, requireAuth(req).userId, req.query.type)),
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
      if (!(await deleteBeneficiary(deps.db, requireAuth(req).userId, req.params.id))) throw notFound();
      return ok('Beneficiary deleted', null);
    },
  );
};
