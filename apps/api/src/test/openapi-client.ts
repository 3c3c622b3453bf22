import path from 'node:path';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import type { TestApp } from './harness.ts';
import type { paths } from './openapi-types.ts';

/** The typed client's types, generated from the served document (`npm run lint:openapi -- --write-types`). */
export const OPENAPI_TYPES_FILE = path.join(import.meta.dirname, 'openapi-types.ts');

const HEADER = `// Generated from the document the API serves (/api/docs/json) by openapi-typescript: do not edit.
// Regenerate with \`npm run lint:openapi -- --write-types\`; openapi-document.test.ts fails when it drifts.
`;

export async function generateClientTypes(document: unknown): Promise<string> {
  // A field with a default may be left out of a request: it is optional in the types too.
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { defaultNonNullable: false });
  return HEADER + astToString(ast);
}

/**
 * An openapi-fetch client over the app itself: its fetch answers through inject, so the typed client speaks
 * to exactly the routes, validation and serialization the server runs.
 */
export function typedClient(t: TestApp, headers: Record<string, string> = {}) {
  return createClient<paths>({
    baseUrl: 'http://owo.test/api',
    headers,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const payload = request.body ? await request.text() : undefined;
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        remoteAddress: t.ip,
        ...(payload !== undefined ? { payload } : {}),
      });
      const replyHeaders = new Headers();
      for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) replyHeaders.set(k, String(v));
      return new Response(res.rawPayload.length > 0 ? res.rawPayload : null, {
        status: res.statusCode,
        headers: replyHeaders,
      });
    },
  });
}
