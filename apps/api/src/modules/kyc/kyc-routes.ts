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
import { failures } from '#plugins/openapi.ts';
import { completeKyc, documentTypes } from './kyc-service.ts';

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
      return ok('Document types', await documentTypes(deps));
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
      return ok(errors.kycSubmitted, data);
    },
  );
};

/** Sandbox only: the person the BVN directory holds, so testers can fill KYC with a record's own details. */
export const kycSandboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/sandbox/bvn/:bvn',
    {
      schema: {
        operationId: 'sandboxBvnRecord',
        summary: 'Sandbox: the person the BVN directory holds for a BVN (to fill KYC with)',
        tags: ['sandbox'],
        params: bvnParams,
        response: { 200: bvnRecordReply },
      },
    },
    async (req) => {
      const record = await deps.rails.bvn.lookup(req.params.bvn);
      if (!record) throw new AppError('not_found', errors.bvnNotFound, { bvn: errors.bvnNotFound });
      const { firstname, middlename, lastname, dob } = record;
      return ok('BVN record', { firstname, middlename, lastname, dob });
    },
  );
};
