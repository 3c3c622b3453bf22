import { type Card, cardFundReply, cardsReply } from '@owo/contract/cards';
import { errors } from '@owo/contract/messages';
import { sendOutcomeReply } from '@owo/contract/transfers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleUnanswered } from '#lib/unanswered-payment';
import { refusal, reply, transactionFixture } from '#test/replies';
import { CardScreen } from './card-screen';

// A card funding whose answer is lost keeps its Idempotency-Key until a definite answer, however the Fund
// panel is closed and opened again, so a retry replays the first funding instead of paying twice.

const CARD: Card = {
  id: '55555555-5555-4555-8555-555555555555',
  brand: 'visa',
  last4: '4242',
  expiry: '12/29',
  expiry_month: 12,
  expiry_year: 2029,
  name_on_card: 'ADA OBI',
  status: 'active',
  currency: 'USD',
  balance: 10,
  created_at: '2026-01-01T00:00:00.000Z',
};
const FUND_PATH = `/cards/${CARD.id}/fund`;
const funded = () =>
  reply(cardFundReply, {
    card: { ...CARD, balance: 13 },
    transaction: transactionFixture({ rail: 'card', status: 'successful' }),
    receive: { amount: 3, currency: 'USD', rate: 1500 },
  });

function stubApi(fund: () => Response, byKey: () => Response) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    if (path === '/cards') return reply(cardsReply, [CARD]);
    if (path === FUND_PATH) return fund();
    if (path.startsWith('/transfers/by-key/')) return byKey();
    return refusal({ status: false, message: `no stub for ${url}` }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const fundKeys = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([u]) => String(u).endsWith(FUND_PATH))
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CardScreen renderTransactions={() => null} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const fundButton = () => screen.getAllByRole('button', { name: 'Fund card' });
const openPanel = async () => userEvent.click(fundButton()[0]!);
const submitButton = () => fundButton().find((b) => b.getAttribute('type') === 'submit')!;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

describe('funding a card after a lost answer', () => {
  it('keeps the same key when the Fund panel is closed and opened again, so the retry can never pay twice', async () => {
    const answers = [() => refusal({ status: false, message: errors.internal }, 500), () => funded()];
    const fetch = stubApi(
      () => answers.shift()!(),
      () => refusal({ status: false, message: errors.transferNotReceived }, 404),
    );
    renderScreen();
    await screen.findByTestId('card-balance');
    await openPanel();
    await userEvent.type(screen.getByLabelText('Amount (NGN)'), '4500');
    await userEvent.type(screen.getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(submitButton());
    // The server is asked what became of it; it never received it, in a card funding's words.
    expect(await screen.findByText(/Your card funding did not reach us/)).toBeTruthy();

    await openPanel(); // closes it
    expect(screen.queryByLabelText('Amount (NGN)')).toBeNull();
    await openPanel();
    await userEvent.type(screen.getByLabelText('Amount (NGN)'), '4500');
    await userEvent.type(screen.getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(submitButton());
    expect(await screen.findByText(/^Card funded with .*3\.00$/)).toBeTruthy();

    const [first, second] = fundKeys(fetch);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('takes a new key once the kept one is settled elsewhere (the next start check), so a new funding is never a replay', async () => {
    const answers = [() => refusal({ status: false, message: errors.internal }, 500), () => funded()];
    const fetch = stubApi(
      () => answers.shift()!(),
      () => refusal({ status: false, message: errors.transferNotReceived }, 404),
    );
    renderScreen();
    await screen.findByTestId('card-balance');
    await openPanel();
    await userEvent.type(screen.getByLabelText('Amount (NGN)'), '4500');
    await userEvent.type(screen.getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(submitButton());
    expect(await screen.findByText(/Your card funding did not reach us/)).toBeTruthy();
    const [first] = fundKeys(fetch);
    // The check at the next start learnt that this funding went through after all.
    act(() => settleUnanswered(first!));
    await userEvent.type(screen.getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(submitButton());
    expect(await screen.findByText(/^Card funded with .*3\.00$/)).toBeTruthy();
    const [, second] = fundKeys(fetch);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('asks by the key what became of it, and tells a funding that went through as funded', async () => {
    const fetch = stubApi(
      () => refusal({ status: false, message: errors.unavailable }, 503),
      () =>
        reply(sendOutcomeReply, {
          outcome: 'paid',
          transaction: transactionFixture({ rail: 'card', status: 'successful' }),
        }),
    );
    renderScreen();
    await screen.findByTestId('card-balance');
    await openPanel();
    await userEvent.type(screen.getByLabelText('Amount (NGN)'), '4500');
    await userEvent.type(screen.getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Card funded')).toBeTruthy();
    const [key] = fundKeys(fetch);
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith(`/transfers/by-key/${key}`))).toBe(true);
    // Answered: the panel closed, and the next funding is a new one.
    expect(screen.queryByLabelText('Amount (NGN)')).toBeNull();
  });

  it('tells a changed funding whose key already paid what became of the earlier one, and makes it anew', async () => {
    const answers = [
      () => refusal({ status: false, message: errors.idempotencyConflict }, 409),
      () => funded(),
    ];
    const fetch = stubApi(
      () => answers.shift()!(),
      () =>
        reply(sendOutcomeReply, {
          outcome: 'paid',
          transaction: transactionFixture({ rail: 'card', status: 'successful' }),
        }),
    );
    renderScreen();
    await screen.findByTestId('card-balance');
    await openPanel();
    await userEvent.type(screen.getByLabelText('Amount (NGN)'), '6000');
    await userEvent.type(screen.getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(submitButton());
    expect(
      await screen.findByText(
        'Your earlier card funding went through. This one was not made: enter your PIN to make it as a new card funding.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(errors.idempotencyConflict)).toBeNull();

    await userEvent.type(screen.getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(submitButton());
    expect(await screen.findByText(/^Card funded with .*3\.00$/)).toBeTruthy();
    const [first, second] = fundKeys(fetch);
    expect(second).not.toBe(first);
  });
});
