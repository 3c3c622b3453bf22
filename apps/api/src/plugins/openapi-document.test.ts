import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/harness.ts';
import { generateClientTypes, OPENAPI_TYPES_FILE } from '#test/openapi-client.ts';
import { TAGS } from './openapi.ts';

// The document the server serves is the API's public contract: these checks keep every route, including
// the ones added later, complete in it, and the committed client types in step with it.
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ name?: string; $ref?: string }>;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
};
// biome-ignore lint/suspicious/noExplicitAny: the served JSON, read loosely.
let doc: any;
let t: TestApp;
const ops: Array<{ method: string; path: string; op: Operation }> = [];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, op] of Object.entries(item)) ops.push({ method, path, op });
  }
});
afterAll(() => t.close());

const where = (o: { method: string; path: string }) => `${o.method.toUpperCase()} ${o.path}`;

describe('the API document (/api/docs/json)', () => {
  it('is OpenAPI 3.1 and lists every route of the API', () => {
    expect(doc.openapi).toBe('3.1.0');
    const served = ops.map((o) => where(o)).sort();
    const routes = t.app.routeTable.map(
      (r) => `${r.method} ${r.url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(served).toEqual(routes.sort());
  });

  it('gives every operation a unique operationId, a summary, a declared tag and its 4xx answers', () => {
    const declared = new Set(TAGS.map((tag) => tag.name));
    const incomplete = ops.filter(
      ({ op }) =>
        !op.operationId ||
        !op.summary ||
        !op.tags?.length ||
        !op.tags.every((tag) => declared.has(tag)) ||
        !Object.keys(op.responses).some((code) => code.startsWith('4')),
    );
    expect(incomplete.map(where)).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the session on every route that needs one, and no security on the others but their own', () => {
    for (const route of t.app.routeTable) {
      const path = route.url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path][route.method.toLowerCase()] as Operation;
      const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
      if (route.staff) expect(schemes, `${route.method} ${path}`).toEqual(['staffToken']);
      else if (route.auth) expect(schemes, `${route.method} ${path}`).toContain('sessionToken');
      else expect(schemes, `${route.method} ${path}`).not.toContain('sessionToken');
      if (route.auth) expect(op.responses['401'], `${route.method} ${path}`).toBeDefined();
    }
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'apiKey',
      'inflowSignature',
      'sessionToken',
      'staffToken',
    ]);
    expect(doc.paths['/webhooks/inflow'].post.security).toEqual([{ inflowSignature: [] }]);
  });

  it('documents the Idempotency-Key on every request that moves money, with its replay answers', () => {
    const moving = ops.filter(({ path }) => /\/(send|pay|fund)$/.test(path));
    expect(moving.length).toBeGreaterThanOrEqual(7);
    for (const o of moving) {
      expect(
        o.op.parameters?.map((p) => p.name),
        where(o),
      ).toContain('idempotency-key');
      expect(Object.keys(o.op.responses), where(o)).toEqual(expect.arrayContaining(['200', '409', '422']));
      expect(o.op.responses['200'], where(o)).toHaveProperty('headers.Idempotent-Replayed');
    }
  });

  it('names every JSON request and reply shape as a component, and the one failure envelope', () => {
    const inline: string[] = [];
    for (const o of ops) {
      const bodies = [o.op.requestBody, ...Object.values(o.op.responses)];
      for (const b of bodies) {
        const json = b?.content?.['application/json'];
        if (json && !json.schema.$ref) inline.push(where(o));
      }
      for (const [code, r] of Object.entries(o.op.responses)) {
        if (Number(code) >= 400) {
          expect(r.content?.['application/json']?.schema.$ref, `${where(o)} ${code}`).toBe(
            '#/components/schemas/FailureEnvelope',
          );
        }
      }
    }
    expect(inline).toEqual([]);
    expect(doc.components.schemas).toHaveProperty('RemittanceSendBody');
    expect(doc.components.schemas).toHaveProperty('SendReply');
  });

  it('matches the committed client types (regenerate with `npm run lint:openapi -- --write-types`)', async () => {
    expect(await generateClientTypes(doc)).toBe(readFileSync(OPENAPI_TYPES_FILE, 'utf8'));
  });
});
