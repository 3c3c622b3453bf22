import { readToken } from '#lib/session/token-store';
import { ApiError, NetworkError } from './api-error';

export type Envelope<T> = { status: boolean; message: string; data: T };

type RequestOptions = {
  body?: unknown;
  /** Money-moving calls: the same key for every retry of one draft. */
  idempotencyKey?: string;
  signal?: AbortSignal;
};

const API_BASE = '/api';
const TIMEOUT_MS = 30_000;

let onUnauthorized: () => void = () => {};

/** What to do when the server no longer accepts the token (a 401 anywhere signs out). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

function headersFor(token: string | null, options: RequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json', 'X-Client-Type': 'web' });
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

/** The one way the web app talks to the API: envelope in, its `data` out, failures as typed errors. */
async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: headersFor(token, options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: signalFor(options.signal),
    });
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
    throw new ApiError(response.status, json.message || response.statusText || 'Request failed', fields);
  }
  return (json as Envelope<T>).data;
}

export function apiGet<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T> {
  return apiRequest<T>('GET', path, options);
}

export function apiPost<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
  return apiRequest<T>('POST', path, { ...options, body: body ?? {} });
}

export function apiDelete<T>(path: string): Promise<T> {
  return apiRequest<T>('DELETE', path);
}
