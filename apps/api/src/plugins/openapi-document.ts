import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN, deviceMessages } from '@owo/contract/devices';
import { errors } from '@owo/contract/messages';
import { opsCustomerMessages } from '@owo/contract/ops-customers';
import { teamMessages } from '@owo/contract/team';
import { INVALID_CHARACTERS } from './errors.ts';

// The document as @fastify/swagger builds it: plain JSON, walked by key.
type Json = Record<string, unknown>;
type Operation = {
  security?: Array<Record<string, unknown>>;
  parameters?: Json[];
  responses?: Record<string, Json>;
};

const SCHEMAS = '#/components/schemas/';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** What each refusal means, and an example of it in the spec's words. */
const ANSWERS: Record<string, { description: string; message: string }> = {
  '400': {
    description:
      'The request is not valid: `message` is the first field at fault, `errors` has each field with its message.',
    message: INVALID_CHARACTERS,
  },
  '401': { description: 'No live session for this token and device.', message: errors.unauthenticated },
  '403': {
    description: 'Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted.',
    message: teamMessages.ownAccountOnly,
  },
  '404': {
    description: 'Not found, or not yours (another customer’s thing is a 404).',
    message: errors.notFound,
  },
  '409': {
    description:
      'Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists.',
    message: errors.idempotencyConflict,
  },
  '422': {
    description: 'Refused by a rule: PIN, funds, limits, KYC, a frozen account.',
    message: errors.insufficientFunds,
  },
  '423': { description: 'Locked after too many wrong PINs.', message: errors.pinLocked },
  '428': {
    description: "Something must be done first: the console asks a reason before a customer's page opens.",
    message: opsCustomerMessages.reasonRequired,
  },
  '429': { description: 'Too many requests: wait for Retry-After seconds.', message: errors.rateLimited },
  '500': { description: 'An unexpected failure; nothing is told of it.', message: errors.internal },
  '503': {
    description: 'The database is briefly away or rolled the request back: send it again after Retry-After.',
    message: errors.unavailable,
  },
};

const RETRY_AFTER = { $ref: '#/components/headers/RetryAfter' };
const COMPONENTS = {
  headers: {
    RetryAfter: {
      description: 'Seconds to wait before sending the request again.',
      schema: { type: 'integer', minimum: 1 },
    },
    IdempotentReplayed: {
      description:
        '`true` when this reply is the stored reply of an earlier request with the same Idempotency-Key: nothing moved again.',
      schema: { type: 'string', enum: ['true'] },
    },
  },
  parameters: {
    DeviceId: {
      name: DEVICE_ID_HEADER,
      in: 'header',
      required: false,
      description: `The device the session was obtained on; a session token from another device id is not a session. ${deviceMessages.deviceIdInvalid}`,
      schema: { type: 'string', pattern: DEVICE_ID_PATTERN.source },
    },
  },
};

/** The last pass over the built document (transformObject): answers, shared headers, the components' names. */
export function finishDocument(doc: Json): Json {
  for (const op of operations(doc)) {
    const sessionOnly = op.security?.some((s) => 'sessionToken' in s);
    if (sessionOnly) op.parameters = [{ $ref: '#/components/parameters/DeviceId' }, ...(op.parameters ?? [])];
    const takesKey = op.parameters?.some((p) => String(p.name).toLowerCase() === 'idempotency-key');
    for (const [code, response] of Object.entries(op.responses ?? {})) {
      const answer = ANSWERS[code];
      if (answer) describeFailure(response, answer, code, Boolean(takesKey));
      else if (code.startsWith('2')) describeSuccess(response, Boolean(takesKey));
    }
  }
  const schemas = nameSchemas(doc);
  return { ...doc, components: { ...(doc.components as Json), ...COMPONENTS, schemas } };
}

function describeSuccess(response: Json, takesKey: boolean) {
  if (response.description === 'Default Response')
    response.description = 'Done: `{ status: true, message, data }`.';
  if (takesKey)
    response.headers = { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } };
}

function describeFailure(response: Json, answer: (typeof ANSWERS)[string], code: string, takesKey: boolean) {
  response.description = answer.description;
  const media = (response.content as Record<string, Json> | undefined)?.['application/json'];
  // A request that moves money shows its own 400: the Idempotency-Key's rule.
  const example =
    code === '400' && takesKey
      ? { message: errors.idempotencyKeyInvalid, errors: { 'idempotency-key': errors.idempotencyKeyInvalid } }
      : { message: answer.message };
  if (media) media.example = { status: false, ...example };
  if (code === '429' || code === '503' || (code === '409' && takesKey)) {
    response.headers = { 'Retry-After': RETRY_AFTER };
  }
}

function* operations(doc: Json): Generator<Operation> {
  for (const group of [doc.paths, doc.webhooks]) {
    for (const item of Object.values((group ?? {}) as Record<string, Json>)) {
      for (const m of METHODS) if (item[m]) yield item[m] as Operation;
    }
  }
}

/**
 * The schema components, each under its contract name. The type provider emits every named schema twice, as
 * a request (`XInput`) and as a reply (`X`); this keeps only those the document uses, merges an `XInput` into
 * `X` when the two are the same, and names a request-only shape `X`.
 */
function nameSchemas(doc: Json): Json {
  const all = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const merged: Record<string, string> = {};
  for (let changed = true; changed; ) {
    changed = false;
    for (const name of Object.keys(all)) {
      const base = name.replace(/Input$/, '');
      if (base === name || !all[base] || merged[name]) continue;
      if (rename(all[name], merged) === rename(all[base], merged)) {
        merged[name] = base;
        changed = true;
      }
    }
  }
  const used = reachable(doc, all, merged);
  for (const name of used) {
    const base = name.replace(/Input$/, '');
    if (base !== name && !used.has(base)) merged[name] = base;
  }
  const schemas: Json = {};
  for (const name of [...used].sort()) {
    schemas[merged[name] ?? name] = JSON.parse(rename(all[name], merged));
  }
  // The paths point at the final names too.
  for (const key of ['paths', 'webhooks']) {
    if (doc[key]) doc[key] = JSON.parse(rename(doc[key], merged));
  }
  return schemas;
}

const REF = /"#\/components\/schemas\/([^"]+)"/g;

function rename(value: unknown, merged: Record<string, string>): string {
  return JSON.stringify(value).replace(REF, (_m, name: string) => `"${SCHEMAS}${merged[name] ?? name}"`);
}

/** The components the paths use, directly or through other components, after the merges. */
function reachable(doc: Json, all: Record<string, Json>, merged: Record<string, string>): Set<string> {
  const used = new Set<string>();
  const queue = [rename({ paths: doc.paths, webhooks: doc.webhooks }, merged)];
  while (queue.length > 0) {
    for (const [, name] of (queue.pop() as string).matchAll(REF)) {
      if (used.has(name as string) || !all[name as string]) continue;
      used.add(name as string);
      queue.push(rename(all[name as string], merged));
    }
  }
  return used;
}
