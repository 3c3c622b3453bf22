import {
  apiKeyCreatedReply,
  apiKeyReply,
  apiKeysReply,
  apiSettingsBody,
  apiSettingsReply,
  createApiKeyBody,
  developerIdParams,
  developerMessages,
} from '@owo/contract/developers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { actingFor } from '#modules/acting-for/acting-for.ts';
import { apiSettings, createKey, listKeys, revokeKey, saveApiSettings } from './api-keys-service.ts';

const tags = ['api-keys'];
// The owner, or an admin acting for the business (X-Act-For), manages keys (developers.manage); only a person
// signed in, never a key.
const config = { actsFor: true };

/** API keys for businesses (secured): create (the secret shown once), list, revoke; automatic approval. */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/business/api-keys',
    {
      config,
      schema: {
        operationId: 'createApiKey',
        summary: 'Create an API key (its secret is in this reply only)',
        tags,
        body: createApiKeyBody,
        response: { 200: apiKeyCreatedReply },
      },
    },
    async (req) =>
      ok(
        developerMessages.keyCreated,
        await createKey(deps, await actingFor(deps, req, 'developers.manage'), req.body),
      ),
  );
  app.get(
    '/business/api-keys',
    {
      config,
      schema: {
        operationId: 'listApiKeys',
        summary: "List the business's API keys",
        tags,
        response: { 200: apiKeysReply },
      },
    },
    async (req) => ok('API keys', await listKeys(deps, await actingFor(deps, req, 'developers.manage'))),
  );
  app.delete(
    '/business/api-keys/:id',
    {
      config,
      schema: {
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key',
        tags,
        params: developerIdParams,
        response: { 200: apiKeyReply },
      },
    },
    async (req) =>
      ok(
        developerMessages.keyRevoked,
        await revokeKey(deps, await actingFor(deps, req, 'developers.manage'), req.params.id),
      ),
  );
  app.get(
    '/business/api-settings',
    {
      config,
      schema: {
        operationId: 'getApiSettings',
        summary: 'Read the automatic approval limit for payout batches API keys confirm',
        tags,
        response: { 200: apiSettingsReply },
      },
    },
    async (req) =>
      ok('API settings', await apiSettings(deps, await actingFor(deps, req, 'developers.manage'))),
  );
  app.put(
    '/business/api-settings',
    {
      config,
      schema: {
        operationId: 'saveApiSettings',
        summary:
          'Set (or turn off, null) automatic approval of API key payout batches up to a total (owner only)',
        tags,
        body: apiSettingsBody,
        response: { 200: apiSettingsReply },
      },
    },
    async (req) =>
      ok(
        developerMessages.autoApproveSaved,
        await saveApiSettings(
          deps,
          await actingFor(deps, req, 'developers.auto_approve'),
          req.body.auto_approve_limit,
        ),
      ),
  );
};
