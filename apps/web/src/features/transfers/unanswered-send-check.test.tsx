import { profileReadReply } from '@owo/contract/profile';
import { sendOutcomeReply } from '@owo/contract/transfers';
import type { User } from '@owo/contract/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfile } from '#lib/session/get-profile';
import { keepUnanswered, readUnanswered } from '#lib/unanswered-payment';
import { billTransaction, sendTransaction } from '#test/movements';
import { refusal, reply } from '#test/replies';
import { UnansweredSendCheck } from './unanswered-send-check';

// Issue 24 item 3: the tab was closed or reloaded while a send was out. At the next start the app asks the
// server what became of it by its Idempotency-Key and says so; it never stays silent, and never guesses.

const ME = '11111111-1111-4111-8111-111111111111';
const KEY = '22222222-2222-4222-8222-222222222222';

const me: User = {
  id: 1,
  uuid: ME,
  firstname: 'Ada',
  middlename: null,
  lastname: 'Obi',
  name: 'Ada Obi',
  business_name: null,
  business_name_suffix: null,
  type: 'personal',
  email: 'ada@example.com',
  phone: '+2348031234567',
  country_code: 'NG',
  country: null,
  state: null,
  city: null,
  address: null,
  postal_code: null,
  dob: null,
  profile_path: null,
  profile_photo_url: null,
  has_kyc: true,
  kyc_status: 'verified',
  has_pin: true,
  has_card: false,
  referral_code: 'ADA123',
  banks: [],
};

function stub(byKey: () => Response) {
  const fetch = vi.fn(async (url: string) => {
    const path = url.replace(/^\/api/, '');
    if (path === '/profile') return reply(profileReadReply, { user: me, restriction: null });
    if (path.startsWith('/transfers/by-key/')) return byKey();
    return refusal({ status: false, message: `no stub for ${url}` }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const asked = (fetch: ReturnType<typeof stub>) =>
  fetch.mock.calls.filter(([u]) => String(u).includes(`/transfers/by-key/${KEY}`)).length;

/** The signed-in frame's guard, which loads the profile the check reads (the check itself never fetches it). */
function Guard() {
  useProfile();
  return null;
}

function renderCheck() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Toaster />
      <Guard />
      <UnansweredSendCheck />
    </QueryClientProvider>,
  );
}

beforeEach(() => sessionStorage.setItem('owo.access_token', 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('a send whose answer never reached this device', () => {
  it('is asked about at the next start and told as sent, with what was sent', async () => {
    keepUnanswered(KEY, ME, { now: Date.now() - 60_000 });
    const fetch = stub(() =>
      reply(sendOutcomeReply, { outcome: 'paid', transaction: { ...sendTransaction, status: 'successful' } }),
    );
    renderCheck();
    expect(await screen.findByText('Your last transfer went through')).toBeTruthy();
    expect(screen.getByText(sendTransaction.description.summary)).toBeTruthy();
    expect(asked(fetch)).toBe(1);
    expect(readUnanswered()).toBeNull();
  });

  it('says a send the server never received did not reach it, and that nothing was taken', async () => {
    keepUnanswered(KEY, ME, { now: Date.now() - 60_000 });
    stub(() =>
      refusal(
        { status: false, message: 'We did not receive this transfer. Nothing was taken from your account.' },
        404,
      ),
    );
    renderCheck();
    expect(await screen.findByText('Your last transfer did not reach us')).toBeTruthy();
    expect(screen.getByText(/Nothing was taken from your account/)).toBeTruthy();
    expect(readUnanswered()).toBeNull();
  });

  it('names a bill payment as one: went through, with what was paid, or did not reach us', async () => {
    keepUnanswered(KEY, ME, { kind: 'bill', now: Date.now() - 60_000 });
    stub(() =>
      reply(sendOutcomeReply, { outcome: 'paid', transaction: { ...billTransaction, status: 'successful' } }),
    );
    renderCheck();
    expect(await screen.findByText('Your last bill payment went through')).toBeTruthy();
    expect(screen.getByText(billTransaction.description.summary)).toBeTruthy();
    expect(screen.queryByText(/Your last transfer/)).toBeNull();
    expect(readUnanswered()).toBeNull();
  });

  it('says a bill payment the server never received did not reach it, and that nothing was taken', async () => {
    keepUnanswered(KEY, ME, { kind: 'bill', now: Date.now() - 60_000 });
    stub(() =>
      refusal(
        { status: false, message: 'We did not receive this transfer. Nothing was taken from your account.' },
        404,
      ),
    );
    renderCheck();
    expect(await screen.findByText('Your last bill payment did not reach us')).toBeTruthy();
    expect(screen.getByText('Nothing was taken from your account.')).toBeTruthy();
    expect(readUnanswered()).toBeNull();
  });

  it("leaves another customer's send alone, and keeps asking later while offline", async () => {
    keepUnanswered(KEY, '33333333-3333-4333-8333-333333333333', { now: Date.now() - 60_000 });
    const fetch = stub(() => {
      throw new TypeError('Failed to fetch');
    });
    renderCheck();
    await vi.waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/profile'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(asked(fetch)).toBe(0);
    expect(readUnanswered()?.key).toBe(KEY);

    keepUnanswered(KEY, ME, { now: Date.now() - 60_000 });
    renderCheck();
    await vi.waitFor(() => expect(asked(fetch)).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(readUnanswered()?.key).toBe(KEY);
  });
});
