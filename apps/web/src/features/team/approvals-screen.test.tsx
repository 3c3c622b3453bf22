import { errors } from '@owo/contract/messages';
import {
  type Approval,
  actingBusinessesReply,
  approvalReply,
  approvalsReply,
  approvedReply,
  teamMessages,
} from '@owo/contract/team';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearActingFor, saveActingFor } from '#lib/session/acting-for';
import { refusal, reply } from '#test/replies';
import { decisionLine } from './approval-card';
import { ApprovalsScreen } from './approvals-screen';

const ME = '11111111-1111-4111-8111-111111111111';
const BUSINESS = '22222222-2222-4222-8222-222222222222';
const approverPermissions = [
  'approvals.read',
  'approvals.decide',
  'history.read',
  'links.read',
  'payouts.read',
];

afterEach(() => {
  vi.unstubAllGlobals();
  clearActingFor();
});

const approval = (over: Partial<Approval>): Approval => ({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'send',
  route: 'remittance',
  status: 'pending',
  amount: 7500,
  fee: 26.88,
  total: 7526.88,
  currency: 'NGN',
  summary: '₦7,500.00 to Ada Obi, Guaranty Trust Bank ******6785',
  note: 'Fabric supplier',
  recipient: { name: 'Ada Obi', bank: 'Guaranty Trust Bank', account: '******6785' },
  receive: null,
  batch: null,
  business: { id: BUSINESS, name: 'Balogun Fabrics' },
  waiting_for: ['Chioma Eze', 'the owner'],
  initiated_by: { id: '44444444-4444-4444-8444-444444444444', name: 'Tunde Bakare' },
  decided_by: null,
  decided_at: null,
  reason: null,
  transaction_reference: null,
  payment_status: null,
  created_at: '2026-11-24T08:00:00.000Z',
  ...over,
});

function stubApi(approvals: Approval[]) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    if (path === '/team/businesses') {
      return reply(actingBusinessesReply, {
        businesses: [
          {
            id: ME,
            name: 'Chioma Eze',
            role: 'owner',
            own: true,
            personal: true,
            approval_limit: null,
            permissions: [],
          },
          {
            id: BUSINESS,
            name: 'Balogun Fabrics',
            role: 'approver',
            own: false,
            personal: false,
            approval_limit: 20000,
            permissions: approverPermissions,
          },
        ],
      });
    }
    if (path.startsWith('/team/approvals?')) return reply(approvalsReply, { approvals });
    if (path.endsWith('/approve') && init.method === 'POST') {
      return reply(approvedReply, { approval: approval({ status: 'approved' }), payment: null });
    }
    if (path.endsWith('/reject') && init.method === 'POST') {
      const { reason } = JSON.parse(String(init.body)) as { reason: string };
      return reply(approvalReply, { approval: approval({ status: 'rejected', reason }) });
    }
    return refusal({ status: false, message: `no stub for ${url}` }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderScreen(client = new QueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/team/approvals']}>
        <ApprovalsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the approvals inbox', () => {
  it("approves with the approver's own PIN, acting for the chosen business", async () => {
    saveActingFor({
      id: BUSINESS,
      name: 'Balogun Fabrics',
      role: 'approver',
      permissions: approverPermissions,
    });
    const fetch = stubApi([approval({})]);
    renderScreen();
    const card = await screen.findByTestId('approval');
    // What the approver decides on: to whom, where, how much with the fee, what for, who asked.
    for (const text of [
      'Ada Obi',
      'Guaranty Trust Bank',
      '******6785',
      '₦7,500.00',
      '₦26.88',
      'Fabric supplier',
    ]) {
      expect(within(card).getAllByText(text).length, text).toBeGreaterThan(0);
    }
    expect(within(card).getByTestId('review-total').textContent).toBe('₦7,526.88');
    expect(within(card).getByText('Tunde Bakare')).toBeTruthy();
    expect(within(card).getByTestId('approval-decision').textContent).toBe(
      'Waiting for approval by Chioma Eze or the owner',
    );
    expect(card.textContent).not.toContain('Total debited');
    await userEvent.type(within(card).getByLabelText('Your transaction PIN'), '7159');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/approve'))).toBe(true));
    const [, init] = fetch.mock.calls.find(([u]) => String(u).endsWith('/approve'))!;
    expect(JSON.parse(String(init.body))).toEqual({ pin: '7159' });
    expect(new Headers(init.headers).get('X-Act-For')).toBe(BUSINESS);
  });

  it('asks for the reason of a rejection, and sends it', async () => {
    saveActingFor({
      id: BUSINESS,
      name: 'Balogun Fabrics',
      role: 'approver',
      permissions: approverPermissions,
    });
    const fetch = stubApi([approval({})]);
    renderScreen();
    const card = await screen.findByTestId('approval');
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Reject payment' }));
    expect(await within(card).findByText(teamMessages.reasonRequired)).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/reject'))).toBe(false);
    await userEvent.type(within(card).getByLabelText(/Why do you reject it/), 'Wrong invoice');
    await userEvent.click(within(card).getByRole('button', { name: 'Reject payment' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/reject'))).toBe(true));
    const [, init] = fetch.mock.calls.find(([u]) => String(u).endsWith('/reject'))!;
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Wrong invoice' });
  });

  it('never offers to approve a payment the member prepared', async () => {
    saveActingFor({
      id: BUSINESS,
      name: 'Balogun Fabrics',
      role: 'approver',
      permissions: approverPermissions,
    });
    stubApi([approval({ initiated_by: { id: ME, name: 'Chioma Eze' } })]);
    renderScreen();
    const card = await screen.findByTestId('approval');
    expect(within(card).getByText('Another member approves or rejects what you prepare.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});

describe('the Team screens when the businesses do not load', () => {
  it('say the load failed and offer Try again, never that the role does not allow it', async () => {
    saveActingFor({
      id: BUSINESS,
      name: 'Balogun Fabrics',
      role: 'approver',
      permissions: approverPermissions,
    });
    const fetch = stubApi([approval({})]);
    const answered = fetch.getMockImplementation()!;
    let failures = 1;
    fetch.mockImplementation(async (url: string, init: RequestInit) =>
      url.endsWith('/team/businesses') && failures-- > 0
        ? refusal({ status: false, message: errors.unavailable }, 503)
        : answered(url, init),
    );
    renderScreen(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByText(/We could not load your businesses/)).toBeTruthy();
    expect(screen.queryByText(teamMessages.notAllowed)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Approvals' })).toBeTruthy();
  });
});

describe('a decision, on the dashboard', () => {
  it("moves the business's balance, spending insights and cards, which are read again", async () => {
    saveActingFor({
      id: BUSINESS,
      name: 'Balogun Fabrics',
      role: 'approver',
      permissions: approverPermissions,
    });
    stubApi([approval({})]);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderScreen(client);
    const card = await screen.findByTestId('approval');
    await userEvent.type(within(card).getByLabelText('Your transaction PIN'), '7159');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => {
      const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
      expect(keys).toEqual(expect.arrayContaining(['accounts', 'transactions', 'insights', 'cards']));
    });
  });
});

describe('what an approved payment became', () => {
  it('is said from its transaction: on its way, paid, or returned to the business', () => {
    const approved = approval({
      status: 'approved',
      decided_by: { id: '44444444-4444-4444-8444-444444444444', name: 'Chidi' },
    });
    expect(decisionLine({ ...approved, payment_status: 'pending' })).toBe(
      'Approved by Chidi. The payment is on its way.',
    );
    expect(decisionLine({ ...approved, payment_status: 'successful' })).toBe(
      'Approved by Chidi. The business paid it.',
    );
    expect(decisionLine({ ...approved, payment_status: 'reversed' })).toBe(
      'Approved by Chidi. The payment did not go through: the money is back with the business.',
    );
  });
});
