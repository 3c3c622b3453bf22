import {
  createWebhookBody,
  deliveryParams,
  developerIdParams,
  developerMessages,
  webhookCreatedReply,
  webhookDeliveriesReply,
  webhookDeliveryReply,
  webhookReply,
  webhooksReply,
} from '@owo/contract/developers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { actingFor } from '#modules/acting-for/acting-for.ts';
import {
  deliveries,
  enableEndpointOf,
  endpoints,
  redeliver,
  registerEndpoint,
  removeEndpointOf,
  rollSecretOf,
} from './webhooks-out-service.ts';

const tags = ['webhooks-out'];
// The owner, or an admin acting for the business (X-Act-For), manages endpoints (developers.manage).
const config = { actsFor: true };

/**
 * Outgoing webhooks (secured): register an endpoint (its secret shown once), list, roll its secret, remove, the
 * delivery log.
 */
export const webhooksOutRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const actor = (req: Parameters<typeof actingFor>[1]) => actingFor(deps, req, 'developers.manage');
  app.post(
    '/business/webhooks',
    {
      config,
      schema: {
        operationId: 'createWebhookEndpoint',
        summary:
          'Register a webhook endpoint and the events it receives (its signing secret is in this reply only)',
        tags,
        body: createWebhookBody,
        response: { 200: webhookCreatedReply },
      },
    },
    async (req) =>
      ok(developerMessages.endpointCreated, await registerEndpoint(deps, await actor(req), req.body)),
  );
  app.get(
    '/business/webhooks',
    {
      config,
      schema: {
        operationId: 'listWebhookEndpoints',
        summary: "List the business's webhook endpoints",
        tags,
        response: { 200: webhooksReply },
      },
    },
    async (req) => ok('Webhook endpoints', await endpoints(deps, await actor(req))),
  );
  app.post(
    '/business/webhooks/:id/enable',
    {
      config,
      schema: {
        operationId: 'enableWebhookEndpoint',
        summary: 'Switch on an endpoint that was switched off after failing',
        tags,
        params: developerIdParams,
        response: { 200: webhookReply },
      },
    },
    async (req) =>
      ok(developerMessages.endpointEnabled, await enableEndpointOf(deps, await actor(req), req.params.id)),
  );
  app.post(
    '/business/webhooks/:id/rotate-secret',
    {
      config,
      schema: {
        operationId: 'rollWebhookSecret',
        summary:
          'Give an endpoint a new signing secret (in this reply only) and switch it on; the old secret stops working at once',
        tags,
        params: developerIdParams,
        response: { 200: webhookCreatedReply },
      },
    },
    async (req) =>
      ok(developerMessages.secretRolled, await rollSecretOf(deps, await actor(req), req.params.id)),
  );
  app.get(
    '/business/webhooks/:id/deliveries',
    {
      config,
      schema: {
        operationId: 'listWebhookDeliveries',
        summary: "The endpoint's delivery log (newest first)",
        tags,
        params: developerIdParams,
        response: { 200: webhookDeliveriesReply },
      },
    },
    async (req) => ok('Deliveries', await deliveries(deps, await actor(req), req.params.id)),
  );
  app.post(
    '/business/webhooks/:id/deliveries/:delivery/redeliver',
    {
      config,
      schema: {
        operationId: 'redeliverWebhook',
        summary: 'Send a delivery again (the same event id)',
        tags,
        params: deliveryParams,
        response: { 200: webhookDeliveryReply },
      },
    },
    async (req) =>
      ok(
        developerMessages.redelivered,
        await redeliver(deps, await actor(req), req.params.id, req.params.delivery),
      ),
  );
  // Last, so the security suite's matrix (routes in table order) removes the endpoint after every other call.
  app.delete(
    '/business/webhooks/:id',
    {
      config,
      schema: {
        operationId: 'removeWebhookEndpoint',
        summary: 'Remove a webhook endpoint (nothing more is delivered to it)',
        tags,
        params: developerIdParams,
        response: { 200: webhookReply },
      },
    },
    async (req) =>
      ok(developerMessages.endpointRemoved, await removeEndpointOf(deps, await actor(req), req.params.id)),
  );
};
