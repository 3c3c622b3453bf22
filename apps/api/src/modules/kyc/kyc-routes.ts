import { documentTypesReply, kycCompleteBody, kycCompleteReply } from '@owo/contract/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
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
      return ok('Your information and documents are under review. We will notify you once verified.', data);
    },
  );
};
