import {
  type createWebhookBody,
  developerMessages,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@owo/contract/developers';
import type { z } from 'zod';
import type { Deps } from '#app-types';
import { randomToken } from '#lib/crypto.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { type Actor, audit } from '#modules/acting-for/acting-for.ts';
import { requireBusiness } from '#modules/api-keys/api-keys-service.ts';
import { RETRY_MS } from './deliver.ts';
import { checkEndpointUrl } from './url-guard.ts';
import {
  type DeliveryRow,
  type EndpointRow,
  enableEndpoint,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  removeEndpoint,
  requeueDelivery,
} from './webhooks-out-repository.ts';

// A business's webhook endpoints: registered by the owner or an admin, each with its own signing secret (shown
// once), the events it receives, and a log of its deliveries that can be sent again. Decision 017.

/** Deliveries the log shows (the newest). */
const LOG_SIZE = 100;

const endpointView = (e: EndpointRow): WebhookEndpoint => ({
  id: e.uuid,
  url: e.url,
  events: e.events,
  status: e.disabled_at ? 'disabled' : 'active',
  disabled_at: e.disabled_at?.toISOString() ?? null,
  created_at: e.created_at.toISOString(),
});

const deliveryView = (d: DeliveryRow): WebhookDelivery => ({
  id: d.uuid,
  event_id: d.event_uuid,
  type: d.type,
  status: d.state,
  attempts: d.attempts,
  last_status: d.last_status,
  last_error: d.last_error,
  last_attempt_at: d.last_attempt_at?.toISOString() ?? null,
  next_attempt_at: d.state === 'pending' ? d.next_attempt_at.toISOString() : null,
  delivered_at: d.delivered_at?.toISOString() ?? null,
  created_at: d.created_at.toISOString(),
});

export async function registerEndpoint(deps: Deps, actor: Actor, body: z.output<typeof createWebhookBody>) {
  await requireBusiness(deps, actor);
  const url = await checkEndpointUrl(deps.config, body.url);
  const secret = `whsec_${randomToken(32)}`;
  const row = await deps.db.tx(async (q) => {
    const row = await insertEndpoint(q, {
      businessId: actor.ownerId,
      url: url.href,
      events: body.events,
      secret,
      createdBy: actor.callerId,
    });
    await audit(q, actor, 'webhook.added', `Added webhook endpoint ${url.href}`);
    return row;
  });
  return { ...endpointView(row), secret };
}

export async function endpoints(deps: Deps, actor: Actor) {
  return { endpoints: (await listEndpoints(deps.db, actor.ownerId)).map(endpointView) };
}

async function requireEndpoint(deps: Deps, actor: Actor, uuid: string) {
  const e = await findEndpoint(deps.db, actor.ownerId, uuid);
  if (!e) throw notFound();
  return e;
}

export async function removeEndpointOf(deps: Deps, actor: Actor, uuid: string) {
  const e = await requireEndpoint(deps, actor, uuid);
  await deps.db.tx(async (q) => {
    await removeEndpoint(q, e.id);
    await audit(q, actor, 'webhook.removed', `Removed webhook endpoint ${e.url}`);
  });
  return endpointView(e);
}

export async function enableEndpointOf(deps: Deps, actor: Actor, uuid: string) {
  const e = await requireEndpoint(deps, actor, uuid);
  await deps.db.tx(async (q) => {
    await enableEndpoint(q, e.id);
    await audit(q, actor, 'webhook.enabled', `Switched on webhook endpoint ${e.url}`);
  });
  return endpointView({ ...e, disabled_at: null });
}

export async function deliveries(deps: Deps, actor: Actor, uuid: string) {
  const e = await requireEndpoint(deps, actor, uuid);
  return { deliveries: (await listDeliveries(deps.db, e.id, LOG_SIZE)).map(deliveryView) };
}

/** Sends a delivery again: the same event (and event id), retried like a new one if it fails. */
export async function redeliver(deps: Deps, actor: Actor, uuid: string, deliveryUuid: string) {
  const e = await requireEndpoint(deps, actor, uuid);
  if (e.disabled_at) throw new AppError('conflict', developerMessages.endpointOff);
  const d = await requeueDelivery(deps.db, e.id, deliveryUuid, RETRY_MS);
  if (!d) throw notFound();
  return deliveryView(d);
}
