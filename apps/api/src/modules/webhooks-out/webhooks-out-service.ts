import {
  type createWebhookBody,
  developerMessages,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@owo/contract/developers';
import type { z } from 'zod';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { randomToken } from '#lib/crypto.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { type Actor, audit } from '#modules/acting-for/acting-for.ts';
import { requireBusiness, requireManagerNow } from '#modules/api-keys/api-keys-service.ts';
import { recordSecurityEvent } from '#modules/notifications/notifications-service.ts';
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
  lockEndpointsShownTo,
  removeEndpoint,
  requeueDelivery,
  rollSecret,
  withdrawSecret,
} from './webhooks-out-repository.ts';

// A business's webhook endpoints: registered by the owner or an admin, each with its own signing secret (shown
// once, and again each time it is rolled), the events it receives, and a log of its deliveries that can be sent
// again. Decision 017. A secret must not outlive the right to manage webhooks of the one it was shown to: their
// removal or demotion withdraws it (withdrawSecretsOf, migration 057).

/** Deliveries the log shows (the newest). */
const LOG_SIZE = 100;

const endpointView = (e: EndpointRow): WebhookEndpoint => ({
  id: e.uuid,
  url: e.url,
  events: e.events,
  status: e.disabled_at ? 'disabled' : 'active',
  disabled_at: e.disabled_at?.toISOString() ?? null,
  // Only the delivery worker's giving up and a withdrawal switch an endpoint off; a withdrawal leaves no holder.
  disabled_reason: !e.disabled_at ? null : e.secret_shown_to === null ? 'secret_withdrawn' : 'failing',
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

const newSecret = () => `whsec_${randomToken(32)}`;

export async function registerEndpoint(deps: Deps, actor: Actor, body: z.output<typeof createWebhookBody>) {
  await requireBusiness(deps, actor);
  const url = await checkEndpointUrl(deps.config, body.url);
  const secret = newSecret();
  const row = await deps.db.tx(async (q) => {
    await requireManagerNow(q, actor);
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
  // Nobody could check what it would sign: only a roll, which shows someone the new secret, switches it on.
  if (e.secret_shown_to === null) throw new AppError('conflict', developerMessages.rollSecretFirst);
  await deps.db.tx(async (q) => {
    // Checked again by the update itself: a withdrawal may have committed since the read.
    if (!(await enableEndpoint(q, e.id))) throw new AppError('conflict', developerMessages.rollSecretFirst);
    await audit(q, actor, 'webhook.enabled', `Switched on webhook endpoint ${e.url}`);
  });
  return endpointView({ ...e, disabled_at: null });
}

/**
 * A new signing secret for the endpoint, in this reply only, and the endpoint switched on. The old secret signs
 * nothing from the commit on: every lease reads the endpoint's secret, so queued deliveries and retries carry
 * the new one. (A delivery already leased is posted with the secret it was leased with; if the receiver has
 * moved to the new secret and refuses it, it is retried, signed with the new one.)
 */
export async function rollSecretOf(deps: Deps, actor: Actor, uuid: string) {
  const secret = newSecret();
  const row = await deps.db.tx(async (q) => {
    await requireManagerNow(q, actor);
    const e = await findEndpoint(q, actor.ownerId, uuid);
    if (!e) throw notFound();
    const row = await rollSecret(q, { id: e.id, secret, shownTo: actor.callerId, retryMs: RETRY_MS });
    if (!row) throw notFound();
    const on = e.disabled_at ? ' and switched it on' : '';
    await audit(
      q,
      actor,
      'webhook.secret_rolled',
      `Rolled the signing secret of webhook endpoint ${e.url}${on}`,
    );
    return row;
  });
  return { ...endpointView(row), secret };
}

/**
 * A member removed from the team, or demoted (modules/team cancelInitiations, in its transaction): every endpoint
 * whose secret was last shown to them gets a new one nobody is shown and is switched off until a manager rolls
 * it, and the owner is told (the business's server hears nothing from it meanwhile).
 */
export async function withdrawSecretsOf(q: Queryable, actor: Actor, memberId: bigint, why: string) {
  const shown = await lockEndpointsShownTo(q, actor.ownerId, memberId);
  const now = new Date();
  for (const e of shown) {
    await withdrawSecret(q, e.id, newSecret(), now);
    await audit(
      q,
      actor,
      'webhook.secret_withdrawn',
      `Replaced the signing secret of webhook endpoint ${e.url} and switched it off: ${why}`,
    );
  }
  if (shown.length === 0) return;
  await recordSecurityEvent(q, actor.ownerId, {
    kind: 'webhook_secret_withdrawn',
    title: developerMessages.secretWithdrawnTitle,
    body: developerMessages.secretWithdrawnBody,
  });
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
