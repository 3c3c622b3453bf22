import {
  bvnParams,
  bvnRecordReply,
  documentTypesReply,
  kycCompleteBody,
  kycCompleteReply,
} from '@owo/contract/kyc';
import { errors } from '@owo/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { AppError } from '#lib/errors.ts';
import { ok } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { listDocumentTypes } from './kyc-repository.ts';
import { completeKyc } from './kyc-service.ts';

export const kycRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['kyc'];
  app.get('/kyc/document-types', { schema: { tags, response: { 200: documentTypesReply } } }, async () => {
    return ok('Document types', await listDocumentTypes(deps.db));
  });

  app.post(
    '/kyc/complete',
    { schema: { tags, body: kycCompleteBody, response: { 200: kycCompleteReply } } },
    async (req) => {
      const data = await completeKyc(deps, requireAuth(req).userId, req.body);
      return ok(errors.kycSubmitted, data);
    },
  );
};

/** Sandbox only: the person the BVN directory holds, so testers can fill KYC with a record's own details. */
export const kycSandboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/sandbox/bvn/:bvn',
    { schema: { tags: ['sandbox'], params: bvnParams, response: { 200: bvnRecordReply } } },
    async (req) => {
      const record = await deps.rails.bvn.lookup(req.params.bvn);
      if (!record) throw new AppError('not_found', errors.bvnNotFound, { bvn: errors.bvnNotFound });
      const { firstname, middlename, lastname, dob } = record;
      return ok('BVN record', { firstname, middlename, lastname, dob });
    },
  );
};
