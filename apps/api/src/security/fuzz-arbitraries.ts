import fc from 'fast-check';

// Requests for the fuzzer, generated from the OpenAPI document the app builds from the contract's zod
// schemas (so a new route or field is fuzzed the day it exists), then broken on purpose.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}

export interface FuzzRoute {
  method: string;
  /** Fastify form: /api/accounts/:uuid */
  url: string;
  auth: boolean;
  body: JsonSchema | null;
  query: Record<string, JsonSchema>;
  params: string[];
  /** Relative frequency: routes that run argon2 on every call are fuzzed less often to keep the run short. */
  weight: number;
}

export interface FuzzRequest {
  route: FuzzRoute;
  url: string;
  headers: Record<string, string>;
  /** A raw payload (already text), or undefined for none. */
  payload: string | undefined;
  mutation: string;
}

/** Values that get a request past validation, so the fuzzer also reaches the services and the ledger. */
export type KnownValues = Record<string, fc.Arbitrary<unknown>>;

const HOSTILE_STRINGS = [
  '',
  ' ',
  '-100',
  '0',
  '-0',
  '00000',
  '1e3',
  '1e400',
  '0x10',
  'NaN',
  'Infinity',
  '-Infinity',
  '1,000',
  '１２３４',
  '١٢٣٤',
  '100.001',
  '0.001',
  '99999999999999999999999',
  ' 100 ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\u200b',
  '\r\n\r\nX-Injected: 1',
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '<img src=x onerror=alert(1)>',
  // A template-injection probe, spelled without a literal placeholder.
  `$${'{'}7*7}{{7*7}}`,
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  '🇳🇬💸👨‍👩‍👧',
  'ẞ'.repeat(300),
  'null',
  'true',
  '[]',
  '{}',
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  -100,
  0.001,
  1.5,
  100.005,
  -0.01,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** A value of the wrong kind, or of the right kind at its worst. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 20_000 }).map((n) => 'A'.repeat(n)) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((n) => n.toString()) },
);

function safeStringMatching(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

/** A value that fits the schema (roughly: the server's zod schema is stricter than its JSON form). */
export function fromSchema(
  schema: JsonSchema | undefined,
  field: string,
  known: KnownValues,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (known[field]) return known[field]!;
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => fromSchema(s, field, known, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], field, known, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'object':
        return objectFromSchema(schema, known, depth + 1);
      case 'array':
        return fc.array(fromSchema(schema.items, field, known, depth + 1), { maxLength: 3 });
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
      case 'number':
        return fc.double({ min: -1e6, max: 1e6, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'string': {
        if (schema.format === 'uuid') return fc.uuid();
        if (schema.format === 'email') return fc.emailAddress();
        if (schema.format === 'date')
          return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
        const matching = schema.pattern ? safeStringMatching(schema.pattern) : null;
        return (
          matching ??
          fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) })
        );
      }
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null, freq: 10 }) : base;
}

function objectFromSchema(
  schema: JsonSchema,
  known: KnownValues,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, s] of Object.entries(props)) model[name] = fromSchema(s, name, known, depth);
  const requiredKeys = (schema.required ?? []).filter((k) => k in model);
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Breaks a well-formed body in one of the ways clients (and attackers) do. */
function mutateBody(
  schema: JsonSchema | null,
  known: KnownValues,
): fc.Arbitrary<{ payload: string | undefined; contentType: string | null; mutation: string }> {
  const json = (body: unknown, mutation: string) => ({
    payload: JSON.stringify(body),
    contentType: 'application/json',
    mutation,
  });
  const valid = schema ? fromSchema(schema, '', known) : fc.constant({});
  const fields = Object.keys(schema?.properties ?? {});
  const withField = (
    f: (body: Record<string, unknown>, field: string) => fc.Arbitrary<ReturnType<typeof json>>,
  ) =>
    fields.length === 0
      ? valid.map((b) => json(b, 'as is'))
      : fc.tuple(valid, fc.constantFrom(...fields)).chain(([b, field]) => f({ ...(b as object) }, field));
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((b) => json(b, 'well-formed')) },
    {
      weight: 2,
      arbitrary: withField((b, field) => {
        delete b[field];
        return fc.constant(json(b, `missing ${field}`));
      }),
    },
    {
      weight: 6,
      arbitrary: withField((b, field) =>
        hostileValue.map((v) => json({ ...b, [field]: v }, `hostile ${field}`)),
      ),
    },
    {
      weight: 1,
      arbitrary: valid.chain((b) =>
        fc
          .dictionary(
            fc.oneof(
              fc.string({ maxLength: 12 }),
              fc.constantFrom('is_admin', 'user_id', 'balance', 'status'),
            ),
            hostileValue,
            { maxKeys: 4 },
          )
          .map((extra) => json({ ...(b as object), ...extra }, 'extra fields')),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('__proto__', 'constructor').map((k) => ({
        payload: `{"${k}":{"isAdmin":true,"amount":1},"amount":1}`,
        contentType: 'application/json',
        mutation: `key ${k}`,
      })),
    },
    { weight: 1, arbitrary: hostileValue.map((v) => json(v, 'body of the wrong kind')) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"amount":',
          '{"a":1,}',
          "{'a':1}",
          'nul',
          '[1,2',
          '{"amount":1e999999}',
          '\u0000',
          '{"a":"\\ud800"}',
          '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
          '',
        )
        .map((raw) => ({ payload: raw, contentType: 'application/json', mutation: 'bad JSON' })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 60 * 1024, max: 300 * 1024 }).map((n) => ({
        payload: JSON.stringify({ note: 'x'.repeat(n) }),
        contentType: 'application/json',
        mutation: 'huge body',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
          ),
        )
        .map(([b, contentType]) => ({
          payload: JSON.stringify(b),
          contentType,
          mutation: `content-type ${contentType}`,
        })),
    },
    { weight: 1, arbitrary: fc.constant({ payload: undefined, contentType: null, mutation: 'no body' }) },
  );
}

const hostileQueryValue = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1.5',
    'abc',
    '1e10',
    '99999999999999999999',
    '',
    '%',
    '_',
    '\\',
    "' OR 1=1",
    '%00',
    '%ZZ',
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
);

/** The whole request: path, query, auth, headers and body, every part possibly broken. */
export function requestArbitrary(
  routes: FuzzRoute[],
  known: KnownValues,
  params: (route: FuzzRoute, name: string) => fc.Arbitrary<string>,
  token: string,
  /** The device the token is bound to: sent on most requests, so they reach the route behind the session. */
  deviceId: string,
): fc.Arbitrary<FuzzRequest> {
  const route = fc.oneof(...routes.map((r) => ({ weight: r.weight, arbitrary: fc.constant(r) })));
  return route.chain((route) => {
    const path = fc.tuple(
      ...route.params.map((p) =>
        fc.oneof(
          { weight: 3, arbitrary: params(route, p) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              '..%2f..',
              '%00',
              '%E0%A4%A',
              '%',
              'x'.repeat(3000),
              "'%20OR%201=1",
              '-1',
              '0',
              'null',
            ),
          },
        ),
      ),
    );
    const query = fc.dictionary(
      fc.constantFrom(...Object.keys(route.query), 'page', 'search', 'access_token'),
      fc.oneof(hostileQueryValue, fc.constantFrom('1', '2', 'Transfer')),
      { maxKeys: 3 },
    );
    const auth = route.auth
      ? fc.oneof(
          { weight: 8, arbitrary: fc.constant(`Bearer ${token}`) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              '',
              'Bearer',
              `Bearer ${token} extra`,
              `bearer ${token}`,
              `Bearer ${'x'.repeat(5000)}`,
            ),
          },
        )
      : fc.constant('');
    const device = fc.oneof(
      { weight: 8, arbitrary: fc.constant<string | null>(deviceId) },
      {
        weight: 1,
        arbitrary: fc.constantFrom<string | null>(
          null,
          '',
          'x'.repeat(300),
          'other-device-0001',
          '../\u0000',
        ),
      },
    );
    const idempotencyKey = fc.oneof(
      { weight: 4, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.constantFrom('', ' ', 'k'.repeat(300), 'key with spaces', 'k?y;\\="') },
    );
    const body =
      route.method === 'GET' || route.method === 'DELETE'
        ? fc.constant({ payload: undefined, contentType: null, mutation: 'none' })
        : mutateBody(route.body, known);
    return fc
      .record({ path, query, auth, device, idempotencyKey, body })
      .map(({ path: values, query: q, auth: a, device: d, idempotencyKey: key, body: b }) => {
        let i = 0;
        const url = route.url.replace(/:([a-z_]+)/g, () => values[i++] ?? 'x');
        const qs = Object.entries(q)
          .map(([k, v]) => `${k}=${v}`)
          .join('&');
        const headers: Record<string, string> = { 'x-client-type': 'web', 'idempotency-key': key };
        if (a) headers.authorization = a;
        if (d !== null) headers['x-device-id'] = d;
        if (b.contentType) headers['content-type'] = b.contentType;
        return { route, url: qs ? `${url}?${qs}` : url, headers, payload: b.payload, mutation: b.mutation };
      });
  });
}
