import { errors } from '@owo/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, saveToken } from '#lib/session/token-store';
import { apiGet, apiPost, sendEarly, setUnauthorizedHandler } from './api-client';
import { ApiError, failureMessage, NetworkError } from './api-error';

function reply(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  setUnauthorizedHandler(() => {});
});

describe('the API client', () => {
  it('sends X-Client-Type: web, the bearer token and the idempotency key', async () => {
    const fetch = reply(200, { status: true, message: 'ok', data: { id: 1 } });
    vi.stubGlobal('fetch', fetch);
    saveToken('token-1', false);
    const result = await apiPost('/transfer/enaira/send', { amount: '10' }, { idempotencyKey: 'key-1' });
    expect(result).toEqual({ id: 1 });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/transfer/enaira/send');
    expect(headers.get('X-Client-Type')).toBe('web');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(init.body).toBe('{"amount":"10"}');
  });

  it('turns a refusal into an ApiError with the field messages', async () => {
    vi.stubGlobal(
      'fetch',
      reply(400, { status: false, message: 'Enter Alias', errors: { alias: 'Enter Alias' } }),
    );
    const error = await apiPost('/transfer/enaira/resolve', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      httpStatus: 400,
      message: 'Enter Alias',
      fields: { alias: 'Enter Alias' },
    });
    expect(failureMessage(error, 'check your internet connection')).toBe('Enter Alias');
  });

  it("keeps the server's Retry-After, in seconds or as a date, for whoever asks again", async () => {
    const answer = (retryAfter: string) =>
      new Response(JSON.stringify({ status: false, message: errors.unavailable }), {
        status: 503,
        headers: { 'Retry-After': retryAfter },
      });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer('7')));
    expect(await apiGet('/transfers/by-key/k').catch((e: unknown) => e)).toMatchObject({
      retryAfterMs: 7_000,
    });
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(inAMinute)));
    const dated = (await apiGet('/transfers/by-key/k').catch((e: unknown) => e)) as ApiError;
    expect(dated.retryAfterMs).toBeGreaterThan(55_000);
    expect(dated.retryAfterMs).toBeLessThanOrEqual(60_000);
    vi.stubGlobal('fetch', reply(500, { status: false, message: errors.internal }));
    expect(await apiGet('/transfers/by-key/k').catch((e: unknown) => e)).toMatchObject({
      retryAfterMs: null,
    });
  });

  it('signs out on a 401 when a token was sent', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', reply(401, { status: false, message: 'Unauthenticated.' }));
    await expect(apiGet('/profile')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    saveToken('stale', true);
    await expect(apiGet('/profile')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('takes an answer sent early instead of asking again, and only once', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ status: true, message: 'ok', data: { n: 1 } })),
    );
    vi.stubGlobal('fetch', fetch);
    saveToken('token-1', false);
    sendEarly(['/accounts']);
    expect(fetch).toHaveBeenCalledOnce();
    expect(await apiGet('/accounts')).toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/accounts');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
    // Taken: the next call asks the API again.
    await apiGet('/accounts');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks again when the token is no longer the one the early call went with', async () => {
    const fetch = reply(200, { status: true, message: 'ok', data: {} });
    vi.stubGlobal('fetch', fetch);
    saveToken('token-1', false);
    sendEarly(['/profile']);
    saveToken('token-2', false);
    await apiGet('/profile');
    expect(fetch).toHaveBeenCalledTimes(2);
    const [, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-2');
  });

  it('reads an early answer as any other: a 401 signs out, a lost one is a NetworkError', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    saveToken('stale', true);
    vi.stubGlobal('fetch', reply(401, { status: false, message: 'Unauthenticated.' }));
    sendEarly(['/profile']);
    await expect(apiGet('/profile')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    sendEarly(['/accounts']);
    await expect(apiGet('/accounts')).rejects.toBeInstanceOf(NetworkError);
  });

  it("reports a lost answer as a NetworkError, shown with the screen's own text", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiGet('/accounts').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(failureMessage(error, 'Check your network connection')).toBe('Check your network connection');
    // A 5xx in the API's envelope says so in the API's words; a proxy's page (no envelope) is a lost answer.
    expect(failureMessage(new ApiError(503, errors.unavailable), 'x')).toBe(errors.unavailable);
    expect(failureMessage(new ApiError(500, errors.internal), 'x')).toBe(errors.internal);
    expect(failureMessage(new ApiError(502, 'Bad Gateway'), 'x')).toBe('x');
  });
});
