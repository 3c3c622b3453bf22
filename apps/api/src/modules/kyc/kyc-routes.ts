import { documentTypesReply, kycCompleteBody, kycCompleteReply } from '@owo/contract/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { failures } from '#plugins/openapi.ts';
import { listDocumentTypes } from './kyc-repository.ts';
import { completeKyc } from './kyc-service.ts';

export const kycRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['kyc'];
  app.get(
    '/kyc/document-types',
    {
      schema: {
        operationId: 'listKycDocumentTypes',
        summary: 'List the identity documents accepted',
        tags,
        response: { 200: documentTypesReply },
      },
    },
    async () => {
      return ok('Document types', await listDocumentTypes(deps.db));
    },
  );

  app.post(
    '/kyc/complete',
    {
      schema: {
        operationId: 'submitKyc',
        summary: 'Submit identity verification',
        tags,
        body: kycCompleteBody,
        response: { 200: kycCompleteReply, ...failures(409, 422) },
      },
    },
    async (req) => {
      const data = await completeKyc(deps, requireAuth(req).userId, req.body);
      return ok('Your information and documents are under review. We will notify you once verified.', data);
    },
  );
};
