import { z } from 'zod';
import { envelope, idSchema } from './common.ts';
import { amountSchema } from './money.ts';

// "Build on Owo": API keys a business's server calls the API with, and webhooks the API sends to the
// business's server when money moves (docs/decisions/017-api-keys-and-outgoing-webhooks.md).

/** What a key may do. Each scope maps to the team permissions it grants (never approving a payment). */
export const API_KEY_SCOPES = ['read', 'collect', 'payout'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: 'Choose read, collect or payout' });
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** The team permissions each scope grants a key (see PERMISSIONS in team.ts); a key never decides approvals. */
export const SCOPE_PERMISSIONS = {
  read: ['history.read', 'links.read', 'payouts.read'],
  collect: ['links.read', 'links.manage'],
  payout: ['payouts.read', 'payouts.prepare'],
} as const satisfies Record<ApiKeyScope, readonly string[]>;

/** Whether a key with these scopes holds `permission`. */
export const keyCan = (scopes: readonly ApiKeyScope[], permission: string) =>
  scopes.some((s) => (SCOPE_PERMISSIONS[s] as readonly string[]).includes(permission));

/** Test keys work in sandbox mode only, live keys in production only. */
export const API_KEY_PREFIX = { test: 'owo_test_', live: 'owo_live_' } as const;
/** A key as it is sent: its mode's prefix and 43 base64url characters (256 random bits). */
export const API_KEY_PATTERN = /^owo_(test|live)_[A-Za-z0-9_-]{43}$/;

export const WEBHOOK_EVENT_TYPES = [
  'payment_link.paid',
  'inflow.received',
  'payout.row.settled',
  'payout.row.failed',
  'transfer.settled',
  'transfer.reversed',
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: 'Choose an event' });
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** The header each delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';
/** How long a failing delivery is retried (with exponential backoff) before the endpoint is switched off. */
export const WEBHOOK_RETRY_DAYS = 3;

export const developerMessages = {
  businessOnly: 'API keys and webhooks are for business accounts.',
  keyName: 'Enter a name for this key',
  scopes: 'Choose at least one scope',
  keyInvalid: 'This API key is not valid or has been revoked.',
  liveKeyInSandbox: 'Live keys do not work in the sandbox. Use a test key (owo_test_…).',
  testKeyInProduction: 'Test keys only work in the sandbox. Use a live key (owo_live_…).',
  serverOnly: 'API keys work from your server only, never from a browser.',
  notForKeys: 'API keys cannot use this endpoint. Sign in to do this.',
  scopeMissing: 'This API key does not have the scope for this.',
  keyActsForItsBusiness: 'An API key acts for its own business only.',
  keyRateLimited: 'This API key has made too many requests. Try again in a minute.',
  url: 'Enter the full URL of your endpoint',
  httpsOnly: 'Your endpoint must use HTTPS.',
  privateAddress: 'Your endpoint must be on the public internet, not a private or local address.',
  unresolvable: 'We could not find this address. Check the URL.',
  events: 'Choose at least one event',
  keyCreated: 'API key created. Copy it now: it will not be shown again.',
  keyRevoked: 'API key revoked',
  endpointCreated: 'Endpoint added. Copy its signing secret now: it will not be shown again.',
  endpointRemoved: 'Endpoint removed',
  endpointEnabled: 'Endpoint switched on',
  redelivered: 'Delivery queued to be sent again',
  endpointOff: 'This endpoint is switched off. Switch it on first.',
  secretRolled:
    'New signing secret made. Copy it now: it will not be shown again. The old secret no longer works.',
  rollConfirm:
    'Roll the signing secret? The old secret stops working at once: deliveries are signed with the new one, so put it on your server.',
  secretWithdrawn:
    'Switched off because the teammate who held its signing secret left the team or lost the right to manage webhooks. Roll a new secret to switch it on.',
  rollSecretFirst: 'Nobody holds this endpoint’s signing secret any more. Roll a new secret to switch it on.',
  secretWithdrawnTitle: 'Webhook endpoint switched off',
  secretWithdrawnBody:
    'A teammate who held a webhook signing secret left your team or lost the right to manage webhooks, so we replaced the secret and switched the endpoint off. Roll a new secret under More › Developers to switch it on.',
  endpointDisabledTitle: 'Webhook endpoint switched off',
  endpointDisabledBody:
    'We could not deliver events to your webhook endpoint for 3 days, so we switched it off. Fix it, then switch it on again under More › Developers.',
  autoApproveSaved: 'Automatic approval saved',
} as const;

const nameSchema = z
  .string({ error: developerMessages.keyName })
  .trim()
  .min(1, { error: developerMessages.keyName })
  .max(60, { error: 'Must be at most 60 characters' });

export const createApiKeyBody = z.object({
  name: nameSchema,
  scopes: z
    .array(apiKeyScopeSchema, { error: developerMessages.scopes })
    .min(1, { error: developerMessages.scopes })
    .transform((s) => [...new Set(s)]),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

export const developerIdParams = z.object({ id: idSchema('Not a valid id') });
export const deliveryParams = z.object({
  id: idSchema('Not a valid id'),
  delivery: idSchema('Not a valid id'),
});

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  mode: z.enum(['test', 'live']),
  /** The key's first characters, to tell keys apart (the rest is never shown again). */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Only the reply that creates a key carries `key`, the whole secret. */
export const apiKeyCreatedReply = envelope(apiKeySchema.extend({ key: z.string() }));
export const apiKeyReply = envelope(apiKeySchema);
export const apiKeysReply = envelope(z.object({ keys: z.array(apiKeySchema) }));

export const createWebhookBody = z.object({
  url: z.url({ error: developerMessages.url }).max(500, { error: 'Must be at most 500 characters' }),
  events: z
    .array(webhookEventTypeSchema, { error: developerMessages.events })
    .min(1, { error: developerMessages.events })
    .transform((e) => [...new Set(e)]),
});
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  /** active, or disabled (switched off: see disabled_reason). */
  status: z.enum(['active', 'disabled']),
  disabled_at: z.string().nullable(),
  /**
   * Why it is switched off: `failing` (deliveries failed for WEBHOOK_RETRY_DAYS; switch it on again), or
   * `secret_withdrawn` (the teammate who held its signing secret was removed or given a lower role, so the
   * secret was replaced by one nobody holds; only rolling a new secret switches it on). Null while active.
   */
  disabled_reason: z.enum(['failing', 'secret_withdrawn']).nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Creating an endpoint and rolling its secret answer the same: the endpoint and its secret, shown this once. */
export const webhookCreatedReply = envelope(webhookEndpointSchema.extend({ secret: z.string() }));
export const webhookReply = envelope(webhookEndpointSchema);
export const webhooksReply = envelope(z.object({ endpoints: z.array(webhookEndpointSchema) }));

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The event's id: the same in every attempt and redelivery (deduplicate on it). */
  event_id: z.string(),
  type: webhookEventTypeSchema,
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  /** The HTTP status of the last attempt; null before the first, or when it did not connect. */
  last_status: z.number().nullable(),
  last_error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryReply = envelope(webhookDeliverySchema);
export const webhookDeliveriesReply = envelope(z.object({ deliveries: z.array(webhookDeliverySchema) }));

/** The owner's rule for batches a key confirms: paid without a person's approval up to this total (naira). */
export const apiSettingsBody = z.object({ auto_approve_limit: amountSchema.nullable() });
export type ApiSettingsBody = z.input<typeof apiSettingsBody>;
export const apiSettingsSchema = z.object({ auto_approve_limit: z.number().nullable() });
export const apiSettingsReply = envelope(apiSettingsSchema);

/** The JSON body of every delivery. */
export const webhookPayloadSchema = z.object({
  id: z.string(),
  type: webhookEventTypeSchema,
  created_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
