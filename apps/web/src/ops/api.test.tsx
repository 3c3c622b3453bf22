import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '#lib/api/api-error';
import { refusal } from '#test/replies';
import { opsCall, opsDownload, opsToken, SIGNED_OUT_EVENT, setOpsToken } from './api';

const LOST = 'Could not reach Owo. Check your connection and try again.';

/** A fetch that never answers by itself: it fails only when its signal aborts, as the browser's does. */
const silentFetch = () =>
  vi.fn(
    (_url: string, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );

beforeEach(() => setOpsToken('staff-token'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setOpsToken(null);
});

describe('the console calls the API', () => {
  it("says a lost connection in the console's words, for a call and for a download", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(opsCall('GET', '/ops/me')).rejects.toThrow(new NetworkError(LOST));
    const download = opsDownload('/ops/audit.csv', 'audit.csv');
    await expect(download).rejects.toBeInstanceOf(NetworkError);
    await expect(download).rejects.toThrow(LOST);
  });

  it('gives up on a call with no answer after 20 seconds, as the customer app does', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', silentFetch());
    let settled = false;
    const call = opsCall('GET', '/ops/dashboard').finally(() => {
      settled = true;
    });
    const failed = expect(call).rejects.toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    await expect(call).rejects.toThrow(LOST);
  });

  it('gives up on a download whose answer does not start within 20 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', silentFetch());
    const failed = expect(opsDownload('/ops/audit.csv', 'audit.csv')).rejects.toThrow(LOST);
    await vi.advanceTimersByTimeAsync(20_000);
    await failed;
  });

  it("ends the console session on a download's 401 as on any call's, and says a refusal's reason", async () => {
    const signedOut = vi.fn();
    window.addEventListener(SIGNED_OUT_EVENT, signedOut);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(refusal({ status: false, message: 'Only admins may export the log.' }, 403))
        .mockResolvedValueOnce(refusal({ status: false, message: 'Your session has ended.' }, 401)),
    );
    await expect(opsDownload('/ops/audit.csv', 'audit.csv')).rejects.toThrow(
      new ApiError(403, 'Only admins may export the log.'),
    );
    expect(opsToken()).toBe('staff-token');
    await expect(opsDownload('/ops/audit.csv', 'audit.csv')).rejects.toBeInstanceOf(ApiError);
    expect(opsToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
    window.removeEventListener(SIGNED_OUT_EVENT, signedOut);
  });
});
