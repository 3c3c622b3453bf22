import type { Readable } from 'node:stream';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { failureEnvelope, moneyMoveHeaders } from '@owo/contract/common';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#config';
import { isRateLimited } from '#lib/reply.ts';
import { registerContractComponents } from './openapi-components.ts';
import { finishDocument } from './openapi-document.ts';

/**
 * The API document, served at /api/docs/json (decision 018). Every route documents itself with the standard
 * Fastify `schema` fields (operationId, summary, tags, body, response, security); what the route's scope
 * enforces for it (the session, input validation, rate limits, the money core's refusals) is added by
 * `documentRoute`, so the document cannot claim less or other than the server does.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  registerContractComponents();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.brandName} API`,
        version: '1.0.0',
        description: `The ${config.brandName} wallet's API: accounts, sends, bills, cards, payment links, bulk payouts and teams. Every reply is the envelope \`{ status, message, data }\`; a refusal is \`{ status: false, message, errors? }\` with the message in the product's words.`,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/api' }],
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    transformObject: (doc) => finishDocument(jsonSchemaTransformObject(doc)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** The session and the business API key (issued by the API keys feature), and the partner's signature. */
export const SECURITY_SCHEMES = {
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The access token from login or signup, bound to the device that obtained it: send the same X-Device-Id with it.',
  },
  apiKey: { type: 'http', scheme: 'bearer', description: 'owo_test_… / owo_live_…' },
  staffToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A staff session of the operations console (ops_…), from /api/ops/auth/login; ends after 15 idle minutes.',
  },
  inflowSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description:
      'The bank partner\'s signature of an inflow notice: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the shared webhook secret.',
  },
} as const;

/** One line per tag, in the order a reader meets them. A route's tag must be listed here (a test checks). */
export const TAGS = [
  { name: 'auth', description: 'Sign up with a phone number, log in, log out.' },
  { name: 'profile', description: 'The customer, their password and transaction PIN.' },
  { name: 'kyc', description: 'Identity verification (BVN and a document), which raises the limits.' },
  { name: 'accounts', description: 'Accounts, balances and the transaction history.' },
  { name: 'transfers', description: 'Quotes and sends: bank (NGN), eNaira, USD wire, Ghana mobile money.' },
  { name: 'beneficiaries', description: 'Saved recipients.' },
  { name: 'bills', description: 'Airtime, data, power and TV bills.' },
  { name: 'cards', description: 'The virtual dollar card.' },
  { name: 'payment-links', description: 'Links and QR posters others pay into.' },
  { name: 'payouts', description: 'Bulk payouts from a CSV file, confirmed once with the PIN.' },
  {
    name: 'team',
    description: "A business's members, their roles, maker-checker approvals and the audit log.",
  },
  { name: 'referrals', description: 'Invite friends.' },
  { name: 'devices', description: 'The devices signed in to the account.' },
  { name: 'security', description: 'Daily limit and freezing outgoing money.' },
  { name: 'notifications', description: 'The inbox, alert preferences and the live event stream.' },
  { name: 'events', description: 'Live events for open screens (server-sent events).' },
  { name: 'receipts', description: 'Receipts of transactions, and their public verification page.' },
  { name: 'statements', description: 'Account statements and spending insights.' },
  {
    name: 'complaints',
    description:
      'Complaints and the in-app support chat: a tracking number, the CBN deadline, the conversation, the outcome.',
  },
  {
    name: 'webhooks',
    description: 'Calls the bank partner makes to Owo (signed notices of money received).',
  },
  {
    name: 'api-keys',
    description: "A business's API keys (owner and admins): create, list, revoke; automatic approval.",
  },
  {
    name: 'webhooks-out',
    description:
      "A business's webhook endpoints: register, deliveries, redeliver (signed like the inflow webhook).",
  },
  {
    name: 'ops',
    description:
      'The operations console: staff sign-in (password and TOTP), staff accounts and the audit log.',
  },
  {
    name: 'ops-money',
    description:
      'The operations console: refunds and adjustments, proposed by one finance staff member and approved by another.',
  },
  {
    name: 'compliance',
    description:
      'Transaction monitoring (rules, cases, holds), watch-list screening and reports to the NFIU (goAML STR, daily CTR), for compliance staff.',
  },
  {
    name: 'reconciliation',
    description:
      "The console's reconciliation: the rail partners' settlement files imported, the breaks queue, each rail's position.",
  },
  {
    name: 'reports',
    description: "The console's end of the day: trial balances, balances as at a date, the ledger checks.",
  },
  {
    name: 'sandbox',
    description:
      "Sandbox only: read the texts and e-mails sent, fund an account, the rail partners' settlement reports.",
  },
];

type Schema = NonNullable<RouteOptions['schema']> & {
  security?: unknown[];
  response?: Record<string, unknown>;
};

const declared = new WeakMap<RouteOptions, Schema>();

/**
 * onRoute, for every route under /api: the answers and the security the route's scope enforces, added to
 * what the route declares itself (a route's own entry wins).
 */
export function documentRoute(route: RouteOptions, scope: { secured: boolean; staff?: boolean }): void {
  // Each enclosing scope's hook sees the route (the /api scope's first): the innermost, last, decides.
  const schema = declared.get(route) ?? ((route.schema ?? {}) as Schema);
  declared.set(route, schema);
  const codes = new Set<number>([500, 503]);
  if (schema.body || schema.querystring || schema.params || schema.headers) codes.add(400);
  if (scope.secured) codes.add(401).add(403);
  if (schema.params) codes.add(404);
  if (schema.headers === moneyMoveHeaders) for (const c of [404, 409, 422, 423]) codes.add(c);
  if ([route.preHandler].flat().some((h) => isRateLimited(h))) codes.add(429);
  const response: Record<string, unknown> = { ...schema.response };
  for (const code of codes) response[code] ??= FAILURE;
  // A route that takes a business's API key (`config: { apiKey: true }`, decision 017) accepts either.
  const acceptsKey = (route.config as { apiKey?: boolean } | undefined)?.apiKey === true;
  const secured: Record<string, string[]>[] = scope.staff
    ? [{ staffToken: [] }]
    : acceptsKey
      ? [{ sessionToken: [] }, { apiKey: [] }]
      : [{ sessionToken: [] }];
  route.schema = {
    ...schema,
    security: schema.security ?? (scope.secured ? secured : []),
    response,
  };
}

/** A 200 that is a file (PDF, CSV) or a stream rather than JSON: `response: { 200: fileReply('text/csv', …) }`. */
export function fileReply(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: fileBody } } };
}

/** The bytes of a file or stream: sent as they are, never serialized. */
export const fileBody = z.custom<Buffer | Readable | string>().meta({ type: 'string', format: 'binary' });

/** Answers a route declares beyond its scope's: `response: { 200: reply, ...failures(409, 422) }`. */
export function failures(...codes: number[]): Record<number, typeof FAILURE> {
  return Object.fromEntries(codes.map((c) => [c, FAILURE]));
}

// Always JSON, even from a route whose success is a file (`produces`).
const FAILURE = { content: { 'application/json': { schema: failureEnvelope } } };
