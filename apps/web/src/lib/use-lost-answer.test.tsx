import { errors } from '@owo/contract/messages';
import { sendOutcomeReply } from '@owo/contract/transfers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, reply, transactionFixture } from '#test/replies';
import { type LostAnswerWords, useLostAnswer } from './use-lost-answer';

// After a lost answer the app asks the server what became of the payment. When that question fails while the
// phone is online (a 503, a 500, a 429, a timeout), it must ask again by itself: the browser's `online` event
// never fires for a phone that never went offline.

const KEY = '22222222-2222-4222-8222-222222222222';
const words: LostAnswerWords = {
  checking: 'Checking…',
  offline: 'You are offline.',
  retrying: 'We could not check yet.',
  refused: 'Refused.',
  notReceived: (message) => `${message} Send it again.`,
};

function setUp(answers: Array<() => Response>) {
  const fetch = vi.fn(async () => answers.shift()!());
  vi.stubGlobal('fetch', fetch);
  const onSent = vi.fn();
  const onStatus = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );
  const { result, unmount } = renderHook(
    () => useLostAnswer(KEY, words, { onSent, onRefused: vi.fn(), onStatus }),
    { wrapper },
  );
  return { fetch, onSent, onStatus, check: () => result.current.check(), unmount };
}

const paid = () =>
  reply(sendOutcomeReply, { outcome: 'paid', transaction: transactionFixture({ status: 'successful' }) });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('asking what became of a payment whose answer was lost, when the question itself fails', () => {
  it("shows the server's words for a 503 and asks again after its Retry-After, without waiting to go online", async () => {
    vi.useFakeTimers();
    const unavailable = () =>
      new Response(JSON.stringify({ status: false, message: errors.unavailable }), {
        status: 503,
        headers: { 'Retry-After': '7' },
      });
    const { fetch, onSent, onStatus, check } = setUp([unavailable, paid]);
    await act(check);
    expect(onStatus).toHaveBeenLastCalledWith(errors.unavailable);
    expect(fetch).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('asks again after a short, growing wait when a 500 or a timeout gives no Retry-After', async () => {
    vi.useFakeTimers();
    const failed = () => refusal({ status: false, message: errors.internal }, 500);
    const timedOut = () => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    };
    const { fetch, onSent, onStatus, check } = setUp([failed, timedOut, paid]);
    await act(check);
    expect(onStatus).toHaveBeenLastCalledWith(errors.internal);
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(fetch).toHaveBeenCalledTimes(2);
    // A timeout while online is no reason to wait for `online`: the words say it will try again.
    expect(onStatus).toHaveBeenLastCalledWith(words.retrying);
    await act(() => vi.advanceTimersByTimeAsync(4_100));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('waits for the phone to be back online only when it is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { fetch, onSent, onStatus, check } = setUp([paid]);
    await act(check);
    expect(onStatus).toHaveBeenLastCalledWith(words.offline);
    expect(fetch).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    onLine.mockRestore();
  });

  it('ignores the answer to a check that was stopped while it was asking (a new try tells its own)', async () => {
    let answer!: (r: Response) => void;
    const late = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const fetch = vi.fn(() => late);
    vi.stubGlobal('fetch', fetch);
    const onSent = vi.fn();
    const onStatus = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLostAnswer(KEY, words, { onSent, onRefused: vi.fn(), onStatus }), {
      wrapper,
    });
    let checking!: Promise<void>;
    act(() => {
      checking = result.current.check();
    });
    expect(onStatus).toHaveBeenLastCalledWith(words.checking);
    act(() => result.current.stop());
    await act(async () => {
      answer(refusal({ status: false, message: errors.internal }, 500));
      await checking;
    });
    expect(onStatus).toHaveBeenCalledTimes(1);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('stops asking once the screen is gone', async () => {
    vi.useFakeTimers();
    const { fetch, unmount, check } = setUp([
      () => refusal({ status: false, message: errors.internal }, 500),
      paid,
    ]);
    await act(check);
    unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
