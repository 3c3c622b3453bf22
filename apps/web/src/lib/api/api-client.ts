import { actForHeader } from '#lib/session/acting-for-store';
import { readToken } from '#lib/session/stored-token';
import { ApiError, NetworkError } from './api-error';
import { deviceId } from './device-id';

export type Envelope<T> = { status: boolean; message: string; data: T };

type RequestOptions = {
  body?: unknown;
  /** Money-moving calls: the same key for every retry of one draft. */
  idempotencyKey?: string;
  signal?: AbortSignal;
};

const API_BASE = '/api';
// A slow network gets an answer within this time, never an endless spinner.
const TIMEOUT_MS = 20_000;

let onUnauthorized: () => void = () => {};

/** What to do when the server no longer accepts the token (a 401 anywhere signs out). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

function headersFor(token: string | null, options: RequestOptions, path: string): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'X-Client-Type': 'web',
    'X-Device-Id': deviceId(),
  });
  // A team member acting for a business: only on the calls the API serves for a business.
  const actFor = actForHeader(path);
  if (actFor) headers.set('X-Act-For', actFor);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  return headers;
}

function signalFor(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

async function readJson(response: Response): Promise<Partial<Envelope<unknown>> & { errors?: unknown }> {
  try {
    return (await response.json()) as Partial<Envelope<unknown>>;
  } catch {
    return {};
  }
}

function send(
  method: string,
  path: string,
  token: string | null,
  options: RequestOptions,
): Promise<Response> {
  return fetch(`${API_BASE}${path}`, {
    method,
    headers: headersFor(token, options, path),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: signalFor(options.signal),
  });
}

/** A Retry-After header in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent. */
function retryAfterMsOf(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** GETs sent before the app has run (`sendEarly`), by path: the token each went with, and its answer. */
const early = new Map<string, { token: string | null; response: Promise<Response> }>();
/** An early answer no call has taken by then is dropped (the screen asked for something else). */
const EARLY_KEPT_MS = 10_000;

/**
 * Sends these GETs now, before the screen that needs them has loaded and run (app/first-calls.ts, from the
 * page's first script): the app's first call for the same path, with the same token, takes the answer instead
 * of asking again, and reads it as any other (a refusal, a 401 or a lost answer included).
 */
export function sendEarly(paths: readonly string[]) {
  if (offline()) return;
  const token = readToken();
  for (const path of paths) {
    const entry = { token, response: send('GET', path, token, {}) };
    entry.response.catch(() => {}); // reported to the call that takes it
    early.set(path, entry);
    setTimeout(() => {
      if (early.get(path) === entry) early.delete(path);
    }, EARLY_KEPT_MS);
  }
}

function takeEarly(path: string, token: string | null): Promise<Response> | undefined {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  return entry.token === token ? entry.response : undefined;
}

/** The one way the web app talks to the API: envelope in, its `data` out, failures as typed errors. */
async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = readToken();
  // Offline: say so at once (the screen shows its network message), and send nothing later by itself.
  if (offline()) {
    throw new NetworkError('You are offline', false);
  }
  let response: Response;
  try {
    response = await ((method === 'GET' ? takeEarly(path, token) : undefined) ??
      send(method, path, token, options));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  }
  const json = await readJson(response);
  if (response.status === 401 && token) onUnauthorized();
  if (!response.ok || json.status !== true) {
    const fields = (json.errors && typeof json.errors === 'object' ? json.errors : {}) as Record<
      string,
      string
    >;
    const data = (json.data && typeof json.data === 'object' ? json.data : {}) as Record<string, unknown>;
    throw new ApiError(
      response.status,
      json.message || response.statusText || 'Request failed',
      fields,
      data,
      retryAfterMsOf(response.headers.get('retry-after')),
    );
  }
  return (json as Envelope<T>).data;
}

export function apiGet<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T> {
  return apiRequest<T>('GET', path, options);
}

export function apiPost<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
  return apiRequest<T>('POST', path, { ...options, body: body ?? {} });
}

export function apiPut<T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
  return apiRequest<T>('PUT', path, { ...options, body });
}

export function apiDelete<T>(path: string): Promise<T> {
  return apiRequest<T>('DELETE', path);
}

export function apiPatch<T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
  return apiRequest<T>('PATCH', path, { ...options, body });
}

export type Download = { blob: Blob; filename: string | null };

/**
 * A file the API streams (a statement): read chunk by chunk, reporting the bytes received so a screen can
 * show progress, then handed back whole. Refusals come back as the envelope and throw like any call.
 */
export async function apiDownload(
  path: string,
  options: { signal?: AbortSignal; onProgress?: (bytes: number) => void } = {},
): Promise<Download> {
  const token = readToken();
  const headers = headersFor(token, {}, path);
  headers.set('Accept', '*/*');
  try {
    const response = await fetch(`${API_BASE}${path}`, { headers, signal: options.signal });
    if (response.status === 401 && token) onUnauthorized();
    if (!response.ok || !response.body) {
      const json = await readJson(response);
      const fields = (json.errors && typeof json.errors === 'object' ? json.errors : {}) as Record<
        string,
        string
      >;
      throw new ApiError(response.status, json.message || response.statusText || 'Request failed', fields);
    }
    const reader = response.body.getReader();
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      options.onProgress?.(received);
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    return {
      blob: new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }),
      filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
    };
  } catch (error) {
    if (error instanceof ApiError || options.signal?.aborted) throw error;
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  }
}
