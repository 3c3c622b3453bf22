import { billPayReply } from '@owo/contract/bills';
import { errors } from '@owo/contract/messages';
import { sendOutcomeReply } from '@owo/contract/transfers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, reply, transactionFixture } from '#test/replies';
import { useBillDraft } from './bill-draft';
import { PinStep } from './pin-step';

function Harness() {
  const { state, dispatch } = useBillDraft('airtime', {
    biller: 'mtn',
    customer_id: '08031234567',
    amount: '500',
  });
  return state.step === 'result' ? <p>Paid</p> : <PinStep state={state} dispatch={dispatch} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('a bill payment whose key already paid an earlier, different payment', () => {
  it('says what became of the earlier payment in plain words, and pays the changed one with a new key', async () => {
    const answers = [
      () => refusal({ status: false, message: errors.idempotencyConflict }, 409),
      () => reply(billPayReply, { transaction: transactionFixture({ status: 'successful' }) }),
    ];
    const fetch = vi.fn(async (url: string, _init: RequestInit) =>
      url.includes('/transfers/by-key/')
        ? reply(sendOutcomeReply, { outcome: 'pending', transaction: transactionFixture() })
        : answers.shift()!(),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Harness />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByLabelText('Transaction PIN, digit 1 of 4'));
    await userEvent.keyboard('2580');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByTestId('pin-error')).textContent).toBe(
      'Your earlier bill payment is on its way. This one was not made: enter your PIN to make it as a new bill payment.',
    );
    expect(screen.queryByText(errors.idempotencyConflict)).toBeNull();

    await userEvent.click(screen.getByLabelText('Transaction PIN, digit 1 of 4'));
    await userEvent.keyboard('2580');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Paid')).toBeTruthy();
    const keys = fetch.mock.calls
      .filter(([url]) => url.endsWith('/bills/pay'))
      .map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
