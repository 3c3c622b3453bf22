import { type ProposalView, proposalReply } from '@owo/contract/ops-money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, reply } from '#test/replies';
import { ProposalCard } from './approval-card';

const proposal: ProposalView = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'refund',
  status: 'pending',
  direction: 'credit',
  amount: 5000,
  suspense_account: 'refunds',
  reason: 'Debited twice for one transfer',
  complaint_id: null,
  customer: { uuid: 'c1', name: 'Ada O.', phone: '+234 *** 123', account_number: '****1234' },
  transaction: null,
  break: null,
  proposed_by: 'finance@owo.ng',
  proposed_at: '2026-11-26T08:00:00.000Z',
  mine: false,
  decided_by: null,
  decided_at: null,
  decision_reason: null,
  result_reference: null,
};

// What the console has read elsewhere: the approvals, a customer's page, a refund lookup, the dashboard, and
// the staff session itself.
const KEYS = {
  approvals: ['ops', 'approvals', 'pending'],
  customer: ['ops', 'customer', 'c1'],
  lookup: ['ops', 'refund-lookup', 'OWO-REF'],
  dashboard: ['ops', 'dashboard'],
  me: ['ops', 'me', 'token'],
} as const;

function renderCard(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const queryClient = new QueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, {});
  render(
    <QueryClientProvider client={queryClient}>
      <ProposalCard proposal={proposal} />
    </QueryClientProvider>,
  );
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { stale };
}

async function approve() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  await user.click(screen.getByRole('button', { name: 'Confirm approval' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('deciding a money proposal', () => {
  it("reads every figure the money moved again: the customer's balance, the refund lookup, the dashboard", async () => {
    const { stale } = renderCard(() =>
      reply(proposalReply, { proposal: { ...proposal, status: 'approved' } }),
    );
    await approve();
    await waitFor(() => expect(stale(KEYS.customer)).toBe(true));
    expect(stale(KEYS.approvals)).toBe(true);
    expect(stale(KEYS.lookup)).toBe(true);
    expect(stale(KEYS.dashboard)).toBe(true);
    expect(stale(KEYS.me)).toBe(false);
  });

  it('reads the approvals again when a colleague decided it first, so the card stops offering Approve', async () => {
    const { stale } = renderCard(() =>
      refusal({ status: false, message: 'This proposal is already approved.' }, 409),
    );
    await approve();
    expect((await screen.findByRole('alert')).textContent).toBe('This proposal is already approved.');
    expect(stale(KEYS.approvals)).toBe(true);
    expect(stale(KEYS.customer)).toBe(true);
  });

  it('reads everything again when the answer was lost, since the money may have moved', async () => {
    const { stale } = renderCard(() => refusal({ status: false, message: 'Something went wrong.' }, 502));
    await approve();
    await screen.findByRole('alert');
    expect(stale(KEYS.approvals)).toBe(true);
    expect(stale(KEYS.customer)).toBe(true);
  });
});
