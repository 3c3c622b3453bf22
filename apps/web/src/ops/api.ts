import { ApiError, NetworkError } from '#lib/api/api-error';

// The console's calls: the staff token lives in sessionStorage (gone with the tab), never beside a
// customer's. A 401 ends the console session: the token is dropped and the sign-in page says why.

const TOKEN_KEY = 'owo-ops-token';
export const SIGNED_OUT_EVENT = 'owo-ops-signed-out';

export const opsToken = () => sessionStorage.getItem(TOKEN_KEY);
export const setOpsToken = (token: string | null) =>
  token === null ? sessionStorage.removeItem(TOKEN_KEY) : sessionStorage.setItem(TOKEN_KEY, token);

export async function opsCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
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
    });
  } catch {
    throw new NetworkError('Could not reach Owo. Check your connection and try again.', navigator.onLine);
  }
  const json = (await res.json().catch(() => null)) as {
    status?: boolean;
    message?: string;
    data?: unknown;
    errors?: Record<string, string>;
  } | null;
  if (res.status === 401 && token && !path.startsWith('/ops/auth/login')) {
    setOpsToken(null);
    window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  }
  if (!res.ok || !json || json.status === false) {
    throw new ApiError(res.status, json?.message ?? 'Something went wrong. Try again.', json?.errors ?? {});
  }
  return json.data as T;
}

/** A file download (CSV, XML) with the staff token, saved under the server's name. */
export async function opsDownload(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(`/api${path}`, { headers: { authorization: `Bearer ${opsToken() ?? ''}` } });
  if (!res.ok) {
    // The API's own message (its envelope), so the console says why, as for every other call.
    const json = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, json?.message ?? 'The download failed. Try again.');
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}
