import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  developerMessages,
  WEBHOOK_RETRY_DAYS,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookPayload,
} from '@owo/contract/developers';
import type { Deps } from '#app-types';
import type { Config } from '#config';
import { recordSecurityEvent } from '#modules/notifications/notifications-service.ts';
import { signatureHeader } from './signature.ts';
import { guardedLookup, mayConnect } from './url-guard.ts';
import {
  type DueDelivery,
  disableEndpoint,
  leaseDueDeliveries,
  markAttemptFailed,
  markDelivered,
} from './webhooks-out-repository.ts';

// The worker's webhook task. Events were written to the outbox in the money move's own transaction (migration
// 020); this posts them afterwards, so a slow or dead endpoint never slows a send. Each delivery is leased
// while it is posted; a process killed mid-post leaves the lease to run out and the next worker posts it again,
// with the same event id (receivers deduplicate on it). A failed attempt is retried with exponential backoff
// for WEBHOOK_RETRY_DAYS; then the delivery fails, the endpoint is switched off and the owner is told.

export const RETRY_MS = WEBHOOK_RETRY_DAYS * 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;
/** Deliveries posted at once per tick (each waits at most the timeout). */
const PER_TICK = 20;

/** How long after its `attempts`-th failed attempt a delivery is tried again: 1 min, 2, 4, … at most 6 h. */
export const backoffMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

export const leaseMs = (config: Config) => config.webhookTimeoutMs + 5_000;

type Outcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** The body every delivery of an event carries: the same bytes however often it is sent. */
export const payloadOf = (d: DueDelivery): WebhookPayload => ({
  id: d.event_uuid,
  type: d.type,
  created_at: d.event_created_at.toISOString(),
  data: d.data,
});

/** One POST to the endpoint: no redirects followed, no address inside our network, at most the timeout. */
function post(deps: Deps, d: DueDelivery, body: string, at: Date): Promise<Outcome> {
  const url = new URL(d.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !mayConnect(deps.config, url, host)) {
    return Promise.resolve({ ok: false, status: null, error: developerMessages.privateAddress });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(url, {
      method: 'POST',
      lookup: guardedLookup(deps.config, url),
      timeout: deps.config.webhookTimeoutMs,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': `${deps.config.brandName}-Webhooks/1.0`,
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(d.secret, body, at),
        'x-owo-event-id': d.event_uuid,
        'x-owo-event-type': d.type,
        'x-owo-delivery-id': d.uuid,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve(
          status >= 200 && status < 300
            ? { ok: true, status }
            : { ok: false, status, error: `HTTP ${status}` },
        );
      });
      res.on('error', (err) => resolve({ ok: false, status: res.statusCode ?? null, error: err.message }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (err) => resolve({ ok: false, status: null, error: err.message }));
    req.end(body);
  });
}

async function deliverOne(deps: Deps, d: DueDelivery, now: Date): Promise<void> {
  const outcome = await post(deps, d, JSON.stringify(payloadOf(d)), now);
  await deps.db.tx(async (q) => {
    if (outcome.ok) return markDelivered(q, d.id, outcome.status, now);
    const next = new Date(now.getTime() + backoffMs(d.attempts));
    const givesUp = next > d.retry_until;
    await markAttemptFailed(q, d.id, {
      status: outcome.status,
      error: outcome.error,
      next: givesUp ? null : next,
    });
    if (givesUp && (await disableEndpoint(q, d.endpoint_id, now))) {
      await recordSecurityEvent(q, d.business_id, {
        kind: 'webhook_disabled',
        title: developerMessages.endpointDisabledTitle,
        body: developerMessages.endpointDisabledBody,
      });
    }
  });
}

/** The worker task: posts what is due at `now` (a test passes its own clock). Returns how many it posted. */
export async function deliverWebhooks(deps: Deps, now: Date = new Date()): Promise<number> {
  const due = await deps.db.tx((q) => leaseDueDeliveries(q, now, leaseMs(deps.config), PER_TICK));
  // One failure to record (the database away) leaves that lease to run out; the others are recorded.
  const results = await Promise.allSettled(due.map((d) => deliverOne(deps, d, now)));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return due.length;
}
