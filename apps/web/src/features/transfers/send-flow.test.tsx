import { sendingLimitsReply } from '@owo/contract/allowance';
import { errors } from '@owo/contract/messages';
import { type Approval, approvalReply } from '@owo/contract/team';
import {
  enairaResolveReply,
  feeReply,
  ratesReply,
  sendOutcomeReply,
  sendReply,
} from '@owo/contract/transfers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearActingFor, saveActingFor } from '#lib/session/acting-for';
import { refusal, reply, transactionFixture } from '#test/replies';
import { TransferProvider } from './draft/transfer-context';
import { SendFlow } from './send-flow';

type Handler = (body: unknown, init: RequestInit) => Promise<Response> | Response;

/** Handlers by path; one ending in `*` takes every path that starts with what comes before it. */
function stubApi(handlers: Record<string, Handler>) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    const prefix = Object.keys(handlers).find((k) => k.endsWith('*') && path.startsWith(k.slice(0, -1)));
    const handler = handlers[path] ?? (prefix ? handlers[prefix] : undefined);
    if (!handler) return refusal({ status: false, message: `no stub for ${url}` }, 404);
    return handler(init.body ? JSON.parse(String(init.body)) : undefined, init);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderEnaira() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard', '/send/enaira']} initialIndex={1}>
        <Routes>
          <Route
            path="/send/enaira"
            element={
              <TransferProvider route="enaira">
                <SendFlow />
              </TransferProvider>
            }
          />
          <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
          <Route path="/team/approvals/:id" element={<h1>Approval page</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const quote = {
  fee: 0,
  amount: 5000,
  total: 5000,
  currency: 'NGN',
  receive: { amount: 5000, currency: 'NGN', rate: 1 },
};
const resolve: Handler = (body) =>
  reply(enairaResolveReply, { alias: (body as { alias: string }).alias, name: 'Ada Obi' });
const rates = () => reply(ratesReply, { rates: { usd: 1500, ghs: 100 } });

afterEach(() => {
  vi.unstubAllGlobals();
  clearActingFor();
});

describe('the eNaira send flow', () => {
  it('turns Verify into Proceed once the alias resolves, and back into Verify when it changes', async () => {
    stubApi({
      '/transfer/enaira/resolve': resolve,
      '/transfer/rates': rates,
    });
    renderEnaira();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter Alias')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Alias'), 'ada.obi');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('resolved-name')).textContent).toBe('Ada Obi');
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Alias'), 'x');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(screen.queryByTestId('resolved-name')).toBeNull();
  });

  it('keeps only the digits of the amount, shown in naira with separators as typed, and Go back from the first step leaves for the previous page', async () => {
    stubApi({ '/transfer/enaira/resolve': resolve });
    renderEnaira();
    await userEvent.type(screen.getByLabelText('Alias'), 'ada.obi');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    const amount = await screen.findByLabelText('Amount');
    await userEvent.type(amount, '₦5,0a00.');
    expect((amount as HTMLInputElement).value).toBe('₦5,000');

    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('disables Send while the request is in flight, then says Successful and goes to the dashboard', async () => {
    let finish: (response: Response) => void = () => {};
    const send = vi.fn(
      (_body: unknown, _init: RequestInit) => new Promise<Response>((resolveSend) => (finish = resolveSend)),
    );
    stubApi({
      '/transfer/enaira/resolve': resolve,
      '/transfer/enaira/fee': () => reply(feeReply, quote),
      '/transfer/enaira/send': send,
      '/transfer/rates': rates,
    });
    renderEnaira();
    await userEvent.type(screen.getByLabelText('Alias'), 'ada.obi');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    await userEvent.type(await screen.findByLabelText('Amount'), '5000');
    await userEvent.type(screen.getByLabelText('Description'), 'Lunch');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect((await screen.findByTestId('review-total')).textContent).toBe('₦5,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));

    await userEvent.click(screen.getByLabelText('Transaction PIN, digit 1 of 4'));
    await userEvent.keyboard('2580');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect((screen.getByRole('button', { name: /Send/ }) as HTMLButtonElement).disabled).toBe(true);
    const [body, init] = send.mock.calls[0] as [Record<string, unknown>, RequestInit];
    expect(body).toMatchObject({
      alias: 'ada.obi',
      amount: '5000',
      name: 'Ada Obi',
      note: 'Lunch',
      pin: '2580',
    });
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    finish(reply(sendReply, { transaction: transactionFixture(), receive: quote.receive }));
    // A busy machine may take more than findBy's default second to land on the dashboard.
    expect(await screen.findByText('Dashboard page', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Successful')).toBeTruthy();
    // The send was accepted, not settled (the fixture is pending): the toast says so under its title.
    expect(
      screen.getByText("Your money is on its way. We'll send you an alert when it arrives."),
    ).toBeTruthy();
  });
});

describe('a send whose key already paid an earlier, different send', () => {
  it('says what became of the earlier transfer in plain words, and sends the changed one with a new key', async () => {
    const answers = [
      () => refusal({ status: false, message: errors.idempotencyConflict }, 409),
      () => reply(sendReply, { transaction: transactionFixture(), receive: quote.receive }),
    ];
    const send = vi.fn((_body: unknown, _init: RequestInit) => answers.shift()!());
    stubApi({
      '/transfer/enaira/resolve': resolve,
      '/transfer/enaira/fee': () => reply(feeReply, quote),
      '/transfer/enaira/send': send,
      '/transfer/rates': rates,
      // The earlier send made with the key went through (its answer was lost before the amount was changed).
      '/transfers/by-key/*': () =>
        reply(sendOutcomeReply, { outcome: 'paid', transaction: transactionFixture() }),
    });
    renderEnaira();
    await userEvent.type(screen.getByLabelText('Alias'), 'ada.obi');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    await userEvent.type(await screen.findByLabelText('Amount'), '5000');
    await userEvent.type(screen.getByLabelText('Description'), 'Lunch');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));

    await userEvent.click(screen.getByLabelText('Transaction PIN, digit 1 of 4'));
    await userEvent.keyboard('2580');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('pin-error', {}, { timeout: 5_000 })).textContent).toBe(
      'Your earlier transfer went through. This one was not made: enter your PIN to make it as a new transfer.',
    );
    expect(screen.queryByText(errors.idempotencyConflict)).toBeNull();
    expect(screen.queryByText('Dashboard page')).toBeNull();

    await userEvent.click(screen.getByLabelText('Transaction PIN, digit 1 of 4'));
    await userEvent.keyboard('2580');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Dashboard page', {}, { timeout: 10_000 })).toBeTruthy();
    const [first, second] = send.mock.calls.map(([, init]) =>
      new Headers(init.headers).get('Idempotency-Key'),
    );
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});

describe('a send while acting for a business', () => {
  const BUSINESS = '22222222-2222-4222-8222-222222222222';
  const preparedApproval: Approval = {
    id: '33333333-3333-4333-8333-333333333333',
    kind: 'send',
    route: 'enaira',
    status: 'pending',
    amount: 5000,
    fee: 0,
    total: 5000,
    currency: 'NGN',
    summary: '₦5,000.00 to Ada Obi, eNaira ad******',
    note: 'Samples',
    recipient: { name: 'Ada Obi', bank: 'eNaira', account: 'ad******' },
    receive: null,
    batch: null,
    business: { id: BUSINESS, name: 'Balogun Fabrics Ltd' },
    initiated_by: { id: '44444444-4444-4444-8444-444444444444', name: 'Ngozi Okafor' },
    waiting_for: ['the owner'],
    decided_by: null,
    decided_at: null,
    reason: null,
    transaction_reference: null,
    payment_status: null,
    created_at: '2026-11-24T08:00:00.000Z',
  };

  it('is prepared for the business’s approvers, without a PIN, and never sent from the member’s own account', async () => {
    saveActingFor({
      id: BUSINESS,
      name: 'Balogun Fabrics Ltd',
      role: 'initiator',
      permissions: ['approvals.initiate', 'approvals.read'],
    });
    const send = vi.fn(() => reply(sendReply, { transaction: transactionFixture(), receive: quote.receive }));
    const prepare = vi.fn((_body: unknown, _init: RequestInit) =>
      reply(approvalReply, { approval: preparedApproval }),
    );
    stubApi({
      '/transfer/enaira/resolve': resolve,
      '/transfer/enaira/fee': () => reply(feeReply, quote),
      '/transfer/enaira/send': send,
      '/transfer/rates': rates,
      '/team/approvals': prepare,
    });
    renderEnaira();
    await userEvent.type(screen.getByLabelText('Alias'), 'ada.obi');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    await userEvent.type(await screen.findByLabelText('Amount'), '5000');
    await userEvent.type(screen.getByLabelText('Description'), 'Samples');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    // The review says whose money it is, and nothing is "debited" before an approver pays it.
    expect((await screen.findByTestId('review-total')).textContent).toBe('₦5,000.00');
    expect(screen.getByText('Balogun Fabrics Ltd')).toBeTruthy();
    expect(screen.getByText('Total when approved')).toBeTruthy();
    expect(screen.queryByText('Total to be debited')).toBeNull();
    expect(screen.queryByText('Save as beneficiary')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send for approval' }));

    expect(await screen.findByText('Approval page')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    const [body, init] = prepare.mock.calls[0] as [Record<string, unknown>, RequestInit];
    expect(body).toEqual({
      kind: 'enaira',
      send: { alias: 'ada.obi', amount: '5000', name: 'Ada Obi', note: 'Samples' },
    });
    expect(new Headers(init.headers).get('X-Act-For')).toBe(BUSINESS);
    // The draft's key: a retry after a lost answer gets the approval the first made, never a second one.
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the amount step on a new device', () => {
  it('says what the new-device limit leaves and until when, in Lagos time, and shows the quote that refuses more', async () => {
    const limits = {
      can_send: 5000,
      binding: 'new_device' as const,
      per_transfer: 5_000_000,
      daily: { limit: 5_000_000, spent: 15_000, left: 4_985_000 },
      own: null,
      new_device: { limit: 20_000, left: 5000, until: '2026-11-25T13:05:00.000Z' },
      restriction: null,
      frozen: false,
    };
    const message =
      'New device limit: you can send ₦20,000.00 in total in your first hours on a new device or a new account. You have ₦5,000.00 left; the limit lifts at 14:05 on 25 Nov (Lagos time).';
    stubApi({
      '/transfer/enaira/resolve': resolve,
      '/transfer/limits': () => reply(sendingLimitsReply, limits),
      '/transfer/enaira/fee': () => refusal({ status: false, message, errors: { amount: message } }, 422),
    });
    renderEnaira();
    await userEvent.type(screen.getByLabelText('Alias'), 'ada.obi');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByText(
        /New device limit: you can send ₦5,000\.00 more \(of ₦20,000\.00\) until 14:05 on 25 Nov \(Lagos time\)\./,
      ),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Amount'), '6000');
    await userEvent.type(screen.getByLabelText('Description'), 'Rent');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
