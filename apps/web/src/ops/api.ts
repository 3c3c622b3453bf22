import { ApiError, NetworkError } from '#lib/api/api-error';

// The console's calls: the staff token lives in sessionStorage (gone with the tab), never beside a
// customer's. A 401 ends the console session: the token is dropped and the sign-in page says why.

const TOKEN_KEY = 'owo-ops-token';
export const SIGNED_OUT_EVENT = 'owo-ops-signed-out';
// A slow network gets an answer within this time, never an endless spinner: the customer client's limit
// (TIMEOUT_MS in lib/api/api-client.ts, which the console does not load).
const TIMEOUT_MS = 20_000;

export const opsToken = () => sessionStorage.getItem(TOKEN_KEY);
export const setOpsToken = (token: string | null) =>
  token === null ? sessionStorage.removeItem(TOKEN_KEY) : sessionStorage.setItem(TOKEN_KEY, token);

type Envelope = { status?: boolean; message?: string; data?: unknown; errors?: Record<string, string> };

/** No answer came back (offline, refused, or none within TIMEOUT_MS). */
const lostAnswer = () =>
  new NetworkError('Could not reach Owo. Check your connection and try again.', navigator.onLine);

/** A signal that aborts after TIMEOUT_MS unless `settle` is called first. */
function deadline() {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  return { signal: controller.signal, settle: () => clearTimeout(timer) };
}

/**
 * Sends one console request with the staff token: no answer is the NetworkError, and a 401 ends the console
 * session (a wrong password on the sign-in page is only a refusal).
 */
async function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  signal: AbortSignal,
): Promise<Response> {
  const token = opsToken();
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch {
    throw lostAnswer();
  }
  if (res.status === 401 && token && !path.startsWith('/ops/auth/login')) {
    setOpsToken(null);
    window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  }
  return res;
}

/** The reply's envelope, or null when it has none (a proxy's error page); a body cut off is a lost answer. */
const readEnvelope = (res: Response, signal?: AbortSignal) =>
  (res.json() as Promise<Envelope>).catch(() => {
    if (signal?.aborted) throw lostAnswer();
    return null;
  });

/** A refusal with the API's own message (its envelope), so the console says why. */
const refusal = (res: Response, json: Envelope | null, fallback: string) =>
  new ApiError(res.status, json?.message ?? fallback, json?.errors ?? {});

export async function opsCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const { signal, settle } = deadline();
  try {
    const res = await send(method, path, body, signal);
    const json = await readEnvelope(res, signal);
    if (!res.ok || !json || json.status === false) {
      throw refusal(res, json, 'Something went wrong. Try again.');
    }
    return json.data as T;
  } finally {
    settle();
  }
}

/**
 * A file download (CSV, XML) with the staff token, saved under the server's name. The time limit is for the
 * answer to start; the file itself (an export of up to 100,000 entries) may take longer to arrive.
 */
export async function opsDownload(path: string, fallbackName: string): Promise<void> {
  const { signal, settle } = deadline();
  let res: Response;
  try {
    res = await send('GET', path, undefined, signal);
  } finally {
    settle();
  }
  if (!res.ok) throw refusal(res, await readEnvelope(res), 'The download failed. Try again.');
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    throw lostAnswer();
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}
